/**
 * The "dream" light behind every page: soft violet, pink and gold glows on the night sky. A fixed
 * layer rather than a body background, so it stays put and does not repaint on scroll.
 */
export function DreamGlow() {
  return <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 bg-dream-sky" />;
}
