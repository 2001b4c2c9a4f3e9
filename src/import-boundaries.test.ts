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
  fs.writeFileSync(path.join(caseRoot, filePath), `${importLine}\nexport const used = imported;\n`);
  const result = spawnSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', filePath], {
    cwd: caseRoot,
    encoding: 'utf8',
  });
  return `${result.stdout}${result.stderr}`;
}

const restricted = 'lint/style/noRestrictedImports';

describe('import boundaries', () => {
  it.each([
    ['src/world/generator/example.ts', "import { imported } from '#server/config';"],
    ['src/world/generator/example.ts', "import { imported } from '#web/lib/api/apiClient';"],
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
    ['src/world/generator/example.ts', "import { imported } from '#shared/questionnaire';"],
    ['src/server/modules/example.ts', "import { imported } from '#world/generator/generate-world';"],
    ['src/web/features/dashboard/example.ts', "import { imported } from '#web/lib/api/apiClient';"],
    [
      'src/web/features/vision/immersive/walk/example.ts',
      "import { imported } from '#web/features/vision/components/x';",
    ],
    ['src/web/app/example.ts', "import { imported } from '#web/features/vision/welcomeName';"],
  ])('%s may import: %s', (filePath, importLine) => {
    expect(lintAs(filePath, importLine)).not.toContain(restricted);
  });
});
