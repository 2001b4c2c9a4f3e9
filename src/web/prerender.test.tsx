import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasClientRenderedShell, prerenderedPages } from '#shared/prerenderedPages';
import { staticPagePaths } from './app/router';
import { pageComponentName, pageShells, renderPage } from './prerender';

const webSource = import.meta.dirname;
const sourceFiles = readdirSync(webSource, { recursive: true, encoding: 'utf8' });

/** What each page must carry in its HTML before any script runs: the h1 and a spec text. */
const expected: Record<string, { title: string; texts: string[] }> = {
  '/': {
    title: 'Dream Life — your future, visualised',
    texts: ['Step into the life', 'Start Creating Your Dream Life', '10K+'],
  },
  '/aboutus': {
    title: 'About Us — Dream Life',
    texts: ['Innovation First', 'Human-Centered', 'Accessible Magic'],
  },
  '/pricing': { title: 'Pricing — Dream Life', texts: ['Explorer', '$14.99', '$34.99', 'Start Free Today'] },
  '/contact': { title: 'Contact Us — Dream Life', texts: ['hear from you', 'Send us a message'] },
  '/help': { title: 'Help Center — Dream Life', texts: ['How do I change my answers?', 'Talk to our team'] },
  '/privacy': {
    title: 'Privacy Policy — Dream Life',
    texts: ['What stays on your device', 'Export and delete'],
  },
  '/terms': { title: 'Terms of Service — Dream Life', texts: ['14-day free trial', 'Fair use'] },
  '/results': {
    title: 'Results — Dream Life',
    texts: ['Creating Your Dream World', 'Generate My Dream World', 'brought to life'],
  },
  '/subscribe': {
    title: 'Choose your plan — Dream Life',
    texts: ['Choose the plan for your dream life', 'Explorer', '$14.99', '14 days free'],
  },
};

describe('which module each page path shows (the build preloads its chunks, 0020 and 0033)', () => {
  it('walks the route table: every static path, the dashboard’s index route, no wildcard', () => {
    expect(staticPagePaths()).toEqual([
      '/',
      '/questionnaire',
      '/results',
      '/vision-realized',
      '/aboutus',
      '/pricing',
      '/contact',
      '/help',
      '/privacy',
      '/terms',
      '/subscribe',
      '/subscription/success',
      '/subscription/cancel',
      '/dashboard',
      '/today',
      '/affirmations',
      '/reset-password',
      '/verify-email',
      '/activate',
    ]);
  });

  it('gives every page that is not prerendered a shell file, and a prerendered page one only when a query renders it in the browser', () => {
    const prerenderedOnly = prerenderedPages
      .filter((page) => !hasClientRenderedShell(page.path))
      .map((page) => page.path as string);
    expect(pageShells.map((page) => page.path)).toEqual(
      staticPagePaths().filter((pagePath) => !prerenderedOnly.includes(pagePath)),
    );
    expect(pageShells).toContainEqual({ path: '/subscribe', file: 'subscribe.html' });
    expect(pageShells.map((page) => page.path)).not.toContain('/results');
    expect(pageShells).toContainEqual({ path: '/subscription/success', file: 'subscription/success.html' });
  });

  // The build finds a page's chunk by its component's name (pageModuleKey): each page must be
  // exported by the one file named after it, or the build would preload another module.
  it.each(staticPagePaths())(
    '%s shows the component exported by the file named after it',
    async (pagePath) => {
      const name = await pageComponentName(pagePath);
      const files = sourceFiles.filter((file) => path.basename(file) === `${name}.tsx`);
      expect(files).toHaveLength(1);
      const module = await import(path.join(webSource, files[0] as string));
      const { preloadPageAt } = await import('./app/router');
      expect(module[name]).toBe(await preloadPageAt(pagePath));
    },
  );
});

describe('the prerendered marketing pages', () => {
  it.each(prerenderedPages.map((page) => page.path))(
    'renders %s completely, with its title',
    async (path) => {
      const { html, title } = await renderPage(path);
      const page = expected[path];
      expect(title).toBe(page?.title);
      expect(html).toMatch(/<h1[\s>]/);
      for (const text of page?.texts ?? []) expect(html).toContain(text);
      // Nothing suspended: no loading spinner in the page area, no client-rendered boundary.
      expect(html).not.toContain('Loading...');
      expect(html).not.toMatch(/<!--\$[?!]/);
      // Who visits is unknown at build time: neither 'Get Started' nor a profile menu is baked in.
      expect(html).not.toContain('Get Started');
    },
  );

  it('marks the buttons that need code as unavailable until hydration', async () => {
    const { html } = await renderPage('/pricing');
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    for (const label of ['Next plan', 'Show plan 2 of 3', 'Open menu']) {
      const button = buttons.find((tag) => tag.includes(`aria-label="${label}"`));
      expect(button, label).toContain('aria-disabled="true"');
    }
  });

  it.each([
    ['/results', ['Generate My Dream World']],
    ['/subscribe', ['Start Free', 'Become a Visionary', 'Become a Legend']],
  ] as const)(
    'marks the buttons of %s that need code as unavailable until hydration',
    async (path, labels) => {
      const { html } = await renderPage(path);
      const buttons = html.match(/<button[^>]*>[\s\S]*?<\/button>/g) ?? [];
      for (const label of labels) {
        const button = buttons.find((tag) => tag.includes(label));
        expect(button, label).toMatch(/^<button[^>]*aria-disabled="true"/);
      }
    },
  );

  it('keeps the contact form out of the HTML: it appears once its code runs', async () => {
    const { html } = await renderPage('/contact');
    expect(html).toContain('Loading the form...');
    expect(html).not.toContain('name="firstName"');
  });
});
