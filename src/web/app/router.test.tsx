import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenBelowHeader } from '../components/layout/PageLoading';
import { AppProviders } from './AppProviders';
import { AppRoutes, preloadPageAt } from './router';

const render = (path: string) =>
  renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );

/** renderToString marks a boundary that suspended (and so rendered its fallback) with these. */
const suspended = /<!--\$[?!]/;

describe('cold start of a page that is not prerendered', () => {
  // Each path loads a different page's chunk, so every case starts with that page not loaded.
  it.each([
    '/questionnaire',
    '/results',
    '/vision-realized',
    '/subscribe',
    '/subscription/cancel',
    '/reset-password?token=t',
    '/verify-email?token=t',
    '/activate?token=t',
    '/no-such-page',
  ])('preloadPageAt(%s) loads the page, so its first render shows it, not PageLoading', async (path) => {
    await preloadPageAt(path.split('?')[0] ?? path);
    const html = render(path);
    expect(html).not.toMatch(suspended);
    expect(html).not.toContain('Loading...');
  });

  it('the questionnaire’s own loading state is a screen tall, so the footer does not jump (CLS)', async () => {
    await preloadPageAt('/questionnaire');
    const html = render('/questionnaire');
    expect(html).toContain('Loading your answers');
    expect(html).toContain(screenBelowHeader);
  });
});

describe('heading order (Lighthouse, axe heading-order)', () => {
  it('/subscribe has an h2 between its h1 and the plan cards’ h3', async () => {
    await preloadPageAt('/subscribe');
    const headings = [...render('/subscribe').matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(headings[0]).toBe(1);
    for (const [index, level] of headings.entries())
      if (index > 0)
        expect(level, `heading ${index + 1}`).toBeLessThanOrEqual((headings[index - 1] ?? 0) + 1);
  });
});
