// `npm run build`: the web app (Vite, then the compressed copies), the server bundle, and the
// migrated PGlite image a new data folder starts from (decision 0117). The image is remade only
// when the migrations or the installed PGlite or drizzle changed: making it runs initdb, seconds
// of CPU that the same inputs would spend on the same bytes. `npm start` builds through
// `buildIfChanged` (scripts/lib/build.mjs), which also skips the app when its sources are
// unchanged since this script last made it.
import { buildApp } from './lib/build.mjs';

process.exit(await buildApp({ force: true }));
