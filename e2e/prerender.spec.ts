import { expect, type Page, test } from '@playwright/test';
import { prerenderedPages } from '#shared/prerenderedPages';
import { planReturnReasons } from '#web/lib/session/afterPlanReturn';
import { registerViaApi, signInWithToken } from './fixtures';

/** Each page's h1, as the prerendered HTML must already carry it (docs/decisions/0020). */
const headings: Record<string, RegExp> = {
  '/': /Step into the life/,
  '/aboutus': /see their future/,
  '/pricing': /Choose the plan for/,
  '/contact': /hear from you/,
  '/help': /How can we/,
  '/privacy': /Your dreams are/,
  '/terms': /fine print/,
  '/results': /Creating Your Dream World/,
  '/subscribe': /Choose the plan for/,
};

/**
 * Records what goes wrong while a page loads: console errors and warnings (React 19 reports a
 * hydration mismatch there, and then renders the whole page again from scratch), uncaught errors,
 * and any h1 removed from the document, which is what that client re-render does to the
 * prerendered page.
 */
async function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removedHeadings: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            removed.push(node.outerHTML.slice(0, 120));
    }).observe(document, { childList: true, subtree: true });
  });
  return problems;
}

const removedHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removedHeadings: string[] }).__removedHeadings);

test.describe('prerendered marketing pages', () => {
  for (const { path } of prerenderedPages) {
    test(`${path} arrives as HTML with its heading`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(headings[path] ?? /^$/);
      // No script ahead of the first paint: public/hydrate.js then fetches the entry together with
      // the page's own chunk.
      expect(html).not.toMatch(/<script type="module" [^>]*src="\/assets\//);
      expect(html).toMatch(
        /<script type="module" src="\/hydrate\.js" data-modules="\/assets\/index-[\w-]+\.js [^"]*\/assets\/[A-Za-z]+Page-[\w-]+\.js/,
      );
    });

    test(`${path} hydrates without a mismatch for a signed-out visitor`, async ({ page }) => {
      const problems = await watchHydration(page);
      await page.goto(path);
      // 'Get Started' only appears once hydrated: the HTML cannot know who visits.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Get Started' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(await removedHeadings(page)).toEqual([]);
      // Hydrated, so interactive: the button opens the sign-in dialog.
      await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test('the pages hydrate without a mismatch for a signed-in visitor', async ({ page, request }) => {
    const user = await registerViaApi(request, 'prerender', 'Grace');
    await signInWithToken(page, user.token);
    const problems = await watchHydration(page);
    for (const { path } of prerenderedPages) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: /Grace/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Get Started' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // A new account has no world yet: /results asks for the latest and the API answers 404,
      // which the browser logs however the page is rendered.
      const noWorldYet = /Failed to load resource: .* 404/;
      expect(
        problems.filter((problem) => !(path === '/results' && noWorldYet.test(problem))),
        path,
      ).toEqual([]);
      problems.length = 0;
      expect(await removedHeadings(page), path).toEqual([]);
    }
  });

  test('the contact form appears after hydration and accepts typing', async ({ page }) => {
    const problems = await watchHydration(page);
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    expect(problems).toEqual([]);
  });
});

test.describe('client-rendered pages', () => {
  test('/vision-realized paints its header shell before any script and loads the page’s code after it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/vision-realized')).text();
    // Nothing in the head fetches or runs the app before the first paint (docs/decisions/0036)...
    expect(html).not.toMatch(/<script type="module" [^>]*src="\/assets\/|rel="modulepreload"/);
    // ...then /hydrate.js fetches the entry and the page's own chunk together.
    expect(html).toMatch(
      /<script type="module" src="\/hydrate\.js" data-modules="\/assets\/index-[\w-]+\.js [^"]*\/assets\/VisionRealizedPage-[\w-]+\.js/,
    );
    expect(html).toMatch(/<!--\/app-shell-->/);
    const problems = await watchHydration(page);
    await page.goto('/vision-realized');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to see your dream world' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('/subscribe?next= is rendered in the browser: its note above the plans is not in the HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/subscribe?next=results')).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toMatch(/<!--\/app-shell-->/);
    const problems = await watchHydration(page);
    await page.goto('/subscribe?next=results');
    await expect(page.getByRole('heading', { level: 1, name: /Choose the plan for/ })).toBeVisible();
    await expect(page.getByText(planReturnReasons.results)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
