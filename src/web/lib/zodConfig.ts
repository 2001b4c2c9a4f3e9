import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` to decide whether to compile fast parsers; under our CSP
 * (script-src 'self', no 'unsafe-eval') the probe is blocked and Chrome reports a CSP violation
 * (Lighthouse best practices: "issues logged in the Issues panel"). Jitless parsing skips the
 * probe; our forms are small, so the speed difference is nil. Imported for its side effect by
 * every module that parses with zod in the browser.
 */
z.config({ jitless: true });
