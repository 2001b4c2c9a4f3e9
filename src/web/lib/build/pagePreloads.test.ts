import { describe, expect, it } from 'vitest';
import { type Manifest, pageModuleKey, pageOnlyChunks, withDeferredScripts } from './pagePreloads';

/** A manifest shaped like Vite's for this app: an entry, pages, shared chunks, a lazy 3D scene. */
const manifest: Manifest = {
  'main.tsx': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js', '_runtime-1.js'],
    dynamicImports: ['features/questionnaire/components/QuestionnairePage.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_FormField-1.js': { file: 'assets/FormField-1.js', imports: ['_react-1.js', '_Button-1.js'] },
  '_Button-1.js': { file: 'assets/Button-1.js', imports: ['_FormField-1.js'] },
  'features/questionnaire/components/QuestionnairePage.tsx': {
    file: 'assets/QuestionnairePage-1.js',
    src: 'features/questionnaire/components/QuestionnairePage.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_FormField-1.js'],
  },
  'features/vision/components/VisionRealizedPage.tsx': {
    file: 'assets/VisionRealizedPage-1.js',
    isDynamicEntry: true,
    imports: ['_runtime-1.js'],
    dynamicImports: ['scene/DreamWorldCanvas.tsx'],
  },
  'scene/DreamWorldCanvas.tsx': {
    file: 'assets/DreamWorldCanvas-1.js',
    isDynamicEntry: true,
    imports: ['_three-1.js'],
  },
  '_three-1.js': { file: 'assets/three-1.js' },
  // A module named like a page that is no lazy chunk of its own must not be picked.
  'features/results/ResultsPage.tsx': { file: 'assets/index-1.js' },
  'features/results/components/ResultsPage.tsx': { file: 'assets/ResultsPage-1.js', isDynamicEntry: true },
};

describe('pageModuleKey', () => {
  it('finds the lazily loaded module named after the component', () => {
    expect(pageModuleKey(manifest, 'QuestionnairePage')).toBe(
      'features/questionnaire/components/QuestionnairePage.tsx',
    );
    expect(pageModuleKey(manifest, 'ResultsPage')).toBe('features/results/components/ResultsPage.tsx');
  });

  it('refuses a name with no module, or with several, rather than preload the wrong one', () => {
    expect(() => pageModuleKey(manifest, 'DashboardPage')).toThrow(/found 0/);
    const twice: Manifest = {
      ...manifest,
      'features/other/QuestionnairePage.tsx': { file: 'assets/Q-2.js', isDynamicEntry: true },
    };
    expect(() => pageModuleKey(twice, 'QuestionnairePage')).toThrow(/found 2/);
    // Only whole names: 'Page' is not QuestionnairePage.
    expect(() => pageModuleKey(manifest, 'Page')).toThrow(/found 0/);
  });
});

describe('pageOnlyChunks', () => {
  it('lists the page chunk and its static imports, transitively, without the entry’s', () => {
    expect(pageOnlyChunks(manifest, 'features/questionnaire/components/QuestionnairePage.tsx')).toEqual([
      '/assets/QuestionnairePage-1.js',
      '/assets/FormField-1.js',
      '/assets/Button-1.js',
    ]);
  });

  it('never lists what the page loads with import(), such as the 3D scene', () => {
    expect(pageOnlyChunks(manifest, 'features/vision/components/VisionRealizedPage.tsx')).toEqual([
      '/assets/VisionRealizedPage-1.js',
    ]);
  });

  it('needs an entry to subtract', () => {
    const { 'main.tsx': _entry, ...noEntry } = manifest;
    expect(() => pageOnlyChunks(noEntry, 'features/results/components/ResultsPage.tsx')).toThrow(/entry/);
  });
});

describe('withDeferredScripts', () => {
  const indexHtml = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>Dream Life</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it('moves the entry and its preloads, then the page’s chunks, into /hydrate.js’s list, after the stylesheet', () => {
    const html = withDeferredScripts(indexHtml, ['/assets/QuestionnairePage-1.js', '/assets/FormField-1.js']);
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <title>Dream Life</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '    <script type="module" src="/hydrate.js" data-modules="/assets/index-1.js /assets/react-1.js /assets/QuestionnairePage-1.js /assets/FormField-1.js"></script>',
        '  </head>',
        '  <body><div id="root"></div></body>',
        '</html>',
      ].join('\n'),
    );
    // Nothing in the head fetches or runs a script before the first paint but /hydrate.js.
    expect(html).not.toMatch(/modulepreload|crossorigin src=/);
  });

  it('refuses anything but a chunk URL in the attribute', () => {
    expect(() => withDeferredScripts(indexHtml, ['/assets/x.js"><script>alert(1)</script>'])).toThrow(
      /Not a chunk URL/,
    );
  });

  it('refuses an index.html without its entry script', () => {
    expect(() => withDeferredScripts(indexHtml.replace(/ {4}<script[^\n]+\n/, ''), [])).toThrow(
      /entry script/,
    );
  });
});
