// Zod probes `new Function('')` once, when the first object schema is made, to compile faster parsers:
// under our CSP (no 'unsafe-eval', http/security.ts) the caught probe is still reported as a
// `securitypolicyviolation`. Off for the browser: main.tsx imports this module before anything that makes a
// schema (ES modules run in import order).
//
// Set through zod's global config object (`globalThis.__zod_globalConfig`, which `z.config()` writes and every
// copy of zod reads) rather than `z.config(…)`: importing zod here put its whole core in every page's first
// load (issue 33), while pages that make no schema never need it. Whichever loads first, zod or this module,
// the same object carries the flag (zodJitless.test.ts).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
