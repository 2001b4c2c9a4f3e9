// `npm start`: builds what changed since the last build (nothing, usually: a content hash of the
// inputs, decision 0117), then runs the server in this same process, so a second start costs the
// server's own start and one Node process instead of two.
import { buildApp } from './lib/build.mjs';

const code = await buildApp({ force: false });
if (code !== 0) process.exit(code);
await import('../dist/server/main.js');
