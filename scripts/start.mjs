// `npm start`: builds what changed since the last build (nothing, usually: a content hash of the
// inputs, decision 0117), then runs the server in this same process, so a second start costs the
// server's own start and one Node process instead of two.
import { buildApp } from './lib/build.mjs';

const code = await buildApp({ force: false });
if (code !== 0) process.exit(code);
// A URL, not a literal path: the type checker must not read the bundle as a source file.
await import(new URL('../dist/server/main.js', import.meta.url).href);
