import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries of docs/architecture.md are Biome rules (biome.json `overrides`). These
 * cases lint a small file placed at a given path in a scratch copy of the layout, with the
 * project's own biome.json, so a rule that stops biting (a glob renamed, an override dropped)
 * fails here instead of silently letting an import through.
 */
const biome = path.resolve('node_modules/@biomejs/biome/bin/biome');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'));
fs.copyFileSync('biome.json', path.join(scratch, 'biome.json'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let fileCount = 0;
function lintAs(filePath: string, importLine: string): string {
  // Each case gets its own folder, so one file's diagnostics never mix with another's.
  const caseRoot = path.join(scratch, `case-${fileCount++}`);
  fs.mkdirSync(path.dirname(path.join(caseRoot, filePath)), { recursive: true });
  fs.copyFileSync('biome.json', path.join(caseRoot, 'biome.json'));
  // The world's doors are GritQL plugins that biome.json names by path.
  fs.cpSync('lint', path.join(caseRoot, 'lint'), { recursive: true });
  fs.writeFileSync(path.join(caseRoot, filePath), `${importLine}\nexport const used = imported;\n`);
  const result = spawnSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', filePath], {
    cwd: caseRoot,
    encoding: 'utf8',
  });
  return `${result.stdout}${result.stderr}`;
}

const restricted = 'lint/style/noRestrictedImports';
// The two doors of src/world are plugins (lint/*.grit), each known by its message.
const worldDoor = 'through its door';
const testingDoor = "'#world/testing' is for tests";

describe('import boundaries', () => {
  it.each([
    ['src/world/spec/example.ts', "import { imported } from '#server/config';"],
    ['src/world/texts/example.ts', "import { imported } from '#web/lib/api/apiClient';"],
    ['src/shared/example.ts', "import { imported } from '../server/config';"],
    ['src/web/lib/example.ts', "import { imported } from '#server/config';"],
    ['src/web/features/dashboard/example.ts', "import { imported } from '#web/features/vision/welcomeName';"],
    [
      'src/web/features/dashboard/components/example.ts',
      "import { imported } from '../../vision/welcomeName';",
    ],
    ['src/web/components/ui/example.ts', "import { imported } from '#web/features/vision/welcomeName';"],
  ])('%s may not import: %s', (filePath, importLine) => {
    expect(lintAs(filePath, importLine)).toContain(restricted);
  });

  it('every web feature has its own override (a new feature folder needs one in biome.json)', () => {
    const config = JSON.parse(fs.readFileSync('biome.json', 'utf8')) as {
      overrides: { includes: string[] }[];
    };
    const covered = config.overrides.flatMap((override) => override.includes);
    for (const feature of fs.readdirSync('src/web/features')) {
      expect(covered).toContain(`src/web/features/${feature}/**`);
    }
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
