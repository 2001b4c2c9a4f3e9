// `npm run docs:env`: writes docs/environment.md and .env.example from the server's env schema
// (src/server/config/env-reference.ts). env-reference.test.ts fails when they are stale.
import { writeFileSync } from 'node:fs';
import { envExample, environmentReference } from '../src/server/config/env-reference';

writeFileSync('docs/environment.md', environmentReference());
writeFileSync('.env.example', envExample());
