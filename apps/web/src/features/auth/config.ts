import { DEFAULT_SUPPORT_PHONE } from '@cppcc/contracts';

/** The support line /login names (seed 000 §2.1): `VITE_SUPPORT_PHONE` at build time, else the contracts default. */
const env = (import.meta as { env?: Record<string, string | undefined> }).env;
export const SUPPORT_PHONE: string = env?.VITE_SUPPORT_PHONE ?? DEFAULT_SUPPORT_PHONE;
