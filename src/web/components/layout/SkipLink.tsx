/**
 * First stop for keyboard users: jumps past the header to the page's content. It slides in when
 * focused but leaves at once, so it never sits over the logo that takes the focus next.
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[70] -translate-y-24 rounded-full bg-dream-gold px-5 py-3 font-semibold text-night-950 text-sm shadow-lg focus-visible:translate-y-0 focus-visible:transition-transform"
    >
      Skip to content
    </a>
  );
}
