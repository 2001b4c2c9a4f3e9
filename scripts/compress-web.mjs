// Writes .br and .gz next to every compressible file of the built SPA, once, at build time, so
// the server sends compressed assets without compressing on each request (@fastify/static's
// preCompressed). The landing page's JavaScript is ~3× smaller on the wire this way.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(?:js|mjs|css|html|svg|txt|json|webmanifest|xml)$/;

/**
 * Every file under `dir`, recursively.
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

for (const file of files(root)) {
  if (!compressible.test(file)) continue;
  const source = readFileSync(file);
  // Tiny files gain nothing and cost a second lookup.
  if (source.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}
