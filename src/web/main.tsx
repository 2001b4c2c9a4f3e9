// First: configures zod before any lazy chunk creates a schema (see there).
import './lib/api/zodConfig';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isPrerenderedPath } from '#shared/prerenderedPages';
import { App } from './app/App';
import { preloadPageAt, preloadPrerenderedPage } from './app/router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server sends the marketing pages prerendered (docs/decisions/0020) and says which page it
// rendered; anything else comes with the empty shell, which React replaces.
const prerenderedPath = rootElement.dataset.prerendered;
if (isPrerenderedPath(prerenderedPath) && prerenderedPath === window.location.pathname) {
  // The page's chunk first (public/hydrate.js fetched it beside this script): a lazy page that
  // suspends during hydration would keep the server's HTML inert until a second pass.
  preloadPrerenderedPage(prerenderedPath)
    .catch(() => {
      // Offline: hydrate anyway; the route's error boundary says what failed.
    })
    // As a transition, hydration yields to the browser every few milliseconds instead of one
    // long task, and a tap during it is handled first (Lighthouse TBT).
    .then(() =>
      startTransition(() => {
        hydrateRoot(rootElement, app);
      }),
    );
} else {
  // The shell (header only) stays until the page's code is here, then the page renders at its own
  // height at once: no PageLoading first, whose height made the footer jump (see preloadPageAt).
  preloadPageAt(window.location.pathname)
    .catch(() => {
      // Offline: render anyway; the route's error boundary says what failed.
    })
    // A transition here too: the first render yields to the browser every few milliseconds
    // instead of one long task (Lighthouse TBT); nothing else is on screen to keep responsive.
    .then(() =>
      startTransition(() => {
        createRoot(rootElement).render(app);
      }),
    );
}
