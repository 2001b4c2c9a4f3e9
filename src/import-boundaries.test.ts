import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries of docs/architecture.md §7 are Biome rules: `noRestrictedImports` in
 * biome.json `overrides` (the layers), and the plugins in lint/ (the world's doors, no module or feature
 * reaches into another, one home for day arithmetic). These cases lint a small file placed at a
 * given path in a scratch copy of the layout, with the project's own biome.json and plugins, so a
 * rule that stops biting (a glob renamed, an override dropped) fails here instead of silently
 * letting an import through.
 */
const biome = path.resolve('node_modules/@biomejs/biome/bin/biome');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let fileCount = 0;
function lintSource(filePath: string, source: string): string {
  // Each case gets its own folder, so one file's diagnostics never mix with another's.
  const caseRoot = path.join(scratch, `case-${fileCount++}`);
  fs.mkdirSync(path.dirname(path.join(caseRoot, filePath)), { recursive: true });
  fs.copyFileSync('biome.json', path.join(caseRoot, 'biome.json'));
  // The doors are GritQL plugins (lint/*.grit) that biome.json names by path.
  fs.cpSync('lint', path.join(caseRoot, 'lint'), { recursive: true });
  fs.writeFileSync(path.join(caseRoot, filePath), source);
  const result = spawnSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', filePath], {
    cwd: caseRoot,
    encoding: 'utf8',
  });
  return `${result.stdout}${result.stderr}`;
}
const lintAs = (filePath: string, importLine: string) =>
  lintSource(filePath, `${importLine}\nexport const used = imported;\n`);

const restricted = 'lint/style/noRestrictedImports';
/** A plugin's diagnostic is headed `<file>:<line>:<column> plugin`; a plugin that errors has no position. */
const pluginDiagnostic = /:\d+:\d+ plugin\b/;
const pluginBroken = /errored/;
const modules = fs.readdirSync('src/server/modules');
const features = fs.readdirSync('src/web/features');
// The two doors of src/world are plugins (lint/*.grit), each known by its message.
const worldDoor = 'through its door';
const testingDoor = "'#world/testing' is for tests";

describe('import boundaries', () => {
  it.each([
    ['src/world/spec/example.ts', "import { imported } from '#server/config';"],
    ['src/world/texts/example.ts', "import { imported } from '#web/lib/api/apiClient';"],
    ['src/shared/example.ts', "import { imported } from '../server/config';"],
    ['src/web/lib/example.ts', "import { imported } from '#server/config';"],
    [
      'src/web/features/dashboard/components/example.ts',
      "import { imported } from '../../vision/welcomeName';",
    ],
    ['src/web/components/ui/example.ts', "import { imported } from '#web/features/vision/welcomeName';"],
  ])('%s may not import: %s', (filePath, importLine) => {
    expect(lintAs(filePath, importLine)).toContain(restricted);
  });

  it.each([
    // A server module into another module's files, by alias and by relative paths.
    ['src/server/modules/ai/example.ts', "import { imported } from '#server/modules/payments/entitlements';"],
    ['src/server/modules/ai/example.ts', "import type { imported } from '../payments/entitlements';"],
    ['src/server/modules/ai/providers/example.ts', "import { imported } from '../../payments/serialize';"],
    ['src/server/modules/ai/test/deeper/example.ts', "export { imported } from '../../../auth/passwords';"],
    // Server code outside the modules into a module's files.
    ['src/server/app.ts', "import { imported } from './modules/ai/plugin';"],
    ['src/server/plugins/example.ts', "import type { imported } from '../modules/auth/service';"],
    ['src/server/cli/example.ts', "import { imported } from '#server/modules/payments/repository';"],
    // A web feature into another, by alias or by climbing out of its own folder.
    ['src/web/features/dashboard/example.ts', "import { imported } from '#web/features/vision/welcomeName';"],
    ['src/web/features/dashboard/example.ts', "import { imported } from '../vision/welcomeName';"],
  ])('%s may not reach into another module or feature: %s', (filePath, importLine) => {
    const output = lintAs(filePath, importLine);
    expect(output).not.toMatch(pluginBroken);
    expect(output).toMatch(pluginDiagnostic);
  });

  it.each(modules)('module %s is entered only by its door, whichever module asks', (name) => {
    const other = modules.find((each) => each !== name) ?? '';
    expect(
      lintAs(
        `src/server/modules/${other}/example.ts`,
        `import { imported } from '#server/modules/${name}/service';`,
      ),
    ).toMatch(pluginDiagnostic);
    const door = lintAs(
      `src/server/modules/${other}/example.ts`,
      `import { imported } from '#server/modules/${name}';`,
    );
    expect(door).not.toMatch(pluginDiagnostic);
    expect(door).not.toMatch(pluginBroken);
    expect(
      lintAs(`src/server/modules/${name}/example.ts`, "import { imported } from './service';"),
    ).not.toMatch(pluginDiagnostic);
  });

  it.each(features)('feature %s is imported by no other feature, and by itself', (name) => {
    const other = features.find((each) => each !== name) ?? '';
    expect(
      lintAs(
        `src/web/features/${other}/components/example.ts`,
        `import { imported } from '#web/features/${name}/x';`,
      ),
    ).toMatch(pluginDiagnostic);
    const own = lintAs(
      `src/web/features/${name}/a/b/example.ts`,
      `import { imported } from '#web/features/${name}/x';`,
    );
    expect(own).not.toMatch(pluginDiagnostic);
    expect(own).not.toMatch(pluginBroken);
  });

  it.each([
    [
      'src/web/features/practice/components/example.ts',
      "import { imported } from '#server/modules/practice';",
    ],
    ['src/web/app/example.ts', "import { imported } from '../../server/config';"],
  ])('the web imports no server code: %s may not import %s', (filePath, importLine) => {
    expect(lintAs(filePath, importLine)).toContain(restricted);
  });

  it.each([
    ['src/web/features/practice/example.ts', 'export const monday = new Date().getUTCDay();'],
    ['src/server/modules/practice/example.ts', 'export const dayMs = 86_400_000;'],
    ['src/server/modules/payments/example.ts', 'export const today = new Date().toISOString().slice(0, 10);'],
    ['src/shared/example.ts', 'export const first = new Date(Date.UTC(2026, 0, 1));'],
  ])('day arithmetic lives in src/shared/localDays.ts only: %s may not hold %s', (filePath, source) => {
    const output = lintSource(filePath, `${source}\n`);
    expect(output).not.toMatch(pluginBroken);
    expect(output).toMatch(pluginDiagnostic);
  });

  it('src/shared/localDays.ts may do day arithmetic', () => {
    const output = lintSource('src/shared/localDays.ts', 'export const weekday = new Date().getUTCDay();\n');
    expect(output).not.toMatch(pluginDiagnostic);
    expect(output).not.toMatch(pluginBroken);
  });

  it.each([
    [
      'src/web/scene/CameraFit.tsx',
      "import { Raycaster } from 'three';\nexport const caster = new Raycaster();",
    ],
    ['src/web/scene/walk/example.ts', 'export const eyeHeight = 1.65;'],
  ])('the scene draws the views the world computes: %s may not hold %s', (filePath, source) => {
    const output = lintSource(filePath, `${source}\n`);
    expect(output).not.toMatch(pluginBroken);
    expect(output).toMatch(pluginDiagnostic);
  });

  it('the judge agreement sampler may cast rays at the models', () => {
    const output = lintSource(
      'src/web/scene/composition/viewSampler.ts',
      "import { Raycaster } from 'three';\nexport const caster = new Raycaster();\n",
    );
    expect(output).not.toMatch(pluginDiagnostic);
    expect(output).not.toMatch(pluginBroken);
  });

  it.each([
    ['src/world/language/example.ts', "import { imported } from '#shared/questionnaire';"],
    ['src/server/modules/example.ts', "import { imported } from '#world';"],
    ['src/web/features/dashboard/example.ts', "import { imported } from '#web/lib/api/apiClient';"],
    [
      'src/web/features/vision/immersive/walk/example.ts',
      "import { imported } from '#web/features/vision/components/x';",
    ],
    ['src/web/app/example.ts', "import { imported } from '#web/features/vision/welcomeName';"],
    ['src/server/modules/ai/example.ts', "import { imported } from '#server/modules/payments';"],
    [
      'src/server/modules/account/example.ts',
      "import { imported } from '#server/modules/payments/test/fake-paypal-server';",
    ],
    ['src/server/modules/ai/providers/example.ts', "import { imported } from '../output-checks';"],
    ['src/server/app.ts', "import { imported } from '#server/modules/ai';"],
    // The world's layers, one way: language → spec → geometry → texts → the assembly at the root.
    ['src/world/spec/example.ts', "import { imported } from '../language/grammar';"],
    ['src/world/geometry/example.ts', "import { imported } from '../spec/props';"],
    ['src/world/texts/example.ts', "import { imported } from '../geometry/world-layout';"],
    ['src/world/texts/example.ts', "import { imported } from '../language/grammar';"],
    ['src/world/example.ts', "import { imported } from './texts/manifesto';"],
    // A test checks its layer through the whole generator, with the test-only answers.
    ['src/world/language/example.test.ts', "import { imported } from '../generate-world';"],
    ['src/world/spec/example.test.ts', "import { imported } from '../testing/reference-answers';"],
    // Callers outside come through the doors; the test-only door is open to tests and tools.
    ['src/web/scene/example.ts', "import { imported } from '#world';"],
    ['src/server/modules/dream-world/example.test.ts', "import { imported } from '#world/testing';"],
    ['src/server/modules/dream-world/test/example.ts', "import { imported } from '#world/testing';"],
    ['src/web/scene/lab/example.ts', "import { imported } from '#world/testing';"],
    ['e2e/example.ts', "import { imported } from '#world/testing';"],
    ['bench/example.ts', "import { imported } from '#world/testing';"],
    ['scripts/example.ts', "import { imported } from '#world/testing';"],
  ])('%s may import: %s', (filePath, importLine) => {
    const output = lintAs(filePath, importLine);
    expect(output).not.toContain(restricted);
    expect(output).not.toContain(worldDoor);
    expect(output).not.toContain(testingDoor);
    expect(output).not.toMatch(pluginDiagnostic);
    expect(output).not.toMatch(pluginBroken);
  });

  it.each([
    // Outside src/world, nothing behind the door, by alias or by climbing into the folder.
    ['src/server/modules/ai/example.ts', "import { imported } from '#world/texts/manifesto';", worldDoor],
    [
      'src/web/features/vision/example.ts',
      "import { imported } from '#world/geometry/world-layout';",
      worldDoor,
    ],
    ['src/web/scene/example.ts', "import { imported } from '../../world/spec/random';", worldDoor],
    ['src/shared/example.ts', "export { imported } from '../world/language/grammar';", worldDoor],
    ['e2e/example.ts', "import { imported } from '../src/world/testing/reference-answers';", worldDoor],
    ['bench/example.ts', "const imported = import('#world/spec/props');", worldDoor],
    // Each backward edge between the world's layers.
    ['src/world/language/example.ts', "import { imported } from '../spec/props';", restricted],
    ['src/world/language/example.ts', "import { imported } from '../geometry/layout';", restricted],
    ['src/world/language/example.ts', "import { imported } from '../texts/manifesto';", restricted],
    ['src/world/language/example.ts', "import { imported } from '../generate-world';", restricted],
    ['src/world/spec/example.ts', "import { imported } from '../geometry/world-layout';", restricted],
    ['src/world/spec/example.ts', "import { imported } from '../texts/home-label';", restricted],
    ['src/world/geometry/example.ts', "import { imported } from '../texts/world-description';", restricted],
    ['src/world/texts/example.ts', "import { imported } from '../generate-world';", restricted],
    ['src/world/texts/example.ts', "import { imported } from '#world';", restricted],
    // Production code never imports the test-only answers and checks.
    ['src/world/texts/example.ts', "import { imported } from '../testing/reference-answers';", restricted],
    ['src/world/example.ts', "import { imported } from './testing/reference-answers';", restricted],
    ['src/server/modules/dream-world/example.ts', "import { imported } from '#world/testing';", testingDoor],
    ['src/web/scene/example.ts', "import { imported } from '#world/testing';", testingDoor],
  ])('%s may not import: %s', (filePath, importLine, diagnostic) => {
    expect(lintAs(filePath, importLine)).toContain(diagnostic);
  });
});
