/**
 * The client-rendered pages' copies of index.html that also load the page's own chunks, through
 * /hydrate.js after the first paint (docs/decisions/0033, 0036). The build writes one per page
 * path of the route table at `dist/web/<pageShellFolder>/<file>`; the server answers exactly that path with it. Shared by both
 * so they agree on the file of a path.
 */
export const pageShellFolder = 'routes';

/** Lower-case segments only: the route table's static paths, never `..`, `*` or `:param`. */
const staticPagePath = /^(?:\/[a-z0-9-]+)+$/;

/** `/subscription/success` → `subscription/success.html`; undefined for `/` and any other path. */
export function pageShellFileFor(pathname: string): string | undefined {
  return staticPagePath.test(pathname) ? `${pathname.slice(1)}.html` : undefined;
}
