/**
 * zod 4 probes `new Function('')` to decide whether to compile fast parsers; under our CSP
 * (script-src 'self', no 'unsafe-eval') the probe is blocked and Chrome reports a CSP violation
 * (Lighthouse best practices: "issues logged in the Issues panel"). Jitless parsing skips the
 * probe; our forms are small, so the speed difference is nil.
 *
 * The probe runs when a `z.object` is created, i.e. while the shared schema modules evaluate,
 * before any code of ours could call `z.config`. zod reads its configuration from
 * `globalThis.__zod_globalConfig` when its core loads, so the entry script sets it first: zod
 * itself only arrives later in lazy chunks, and stays out of the entry's budget.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
