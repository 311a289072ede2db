import { z } from 'zod';

// Zod probes `new Function('')` once, when the first object schema is made, to compile faster parsers:
// under our CSP (no 'unsafe-eval', http/security.ts) the caught probe is still reported as a
// `securitypolicyviolation`. Off for the browser: main.tsx imports this module before anything that makes a
// schema (ES modules run in import order).
z.config({ jitless: true });
