import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../shared/prerenderedPages';
import { pagesToPrerender, renderPage } from './prerender';

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
};

describe('the prerendered marketing pages', () => {
  it('lists every prerendered page with the module of its component', () => {
    expect(pagesToPrerender.map((page) => page.path)).toEqual(prerenderedPages.map((page) => page.path));
    for (const page of pagesToPrerender) expect(page.module).toMatch(/^features\/.+Page\.tsx$/);
  });

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

  it('keeps the contact form out of the HTML: it appears once its code runs', async () => {
    const { html } = await renderPage('/contact');
    expect(html).toContain('Loading the form...');
    expect(html).not.toContain('name="firstName"');
  });
});
