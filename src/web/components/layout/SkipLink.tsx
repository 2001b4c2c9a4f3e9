/** First stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[70] -translate-y-24 rounded-full bg-dream-gold px-5 py-3 font-semibold text-night-950 text-sm shadow-lg transition-transform focus-visible:translate-y-0"
    >
      Skip to content
    </a>
  );
}
