import { isRole, type Role } from '@cppcc/contracts';
import { z } from 'zod';

/** Google's public keys for Firebase ID tokens (the securetoken service account's JWKS). */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Firebase Authentication for /register's second tab (issue 19). */
export interface FirebaseConfig {
  /** The web API key: public by Firebase's design (it names the project to the client SDK). */
  apiKey: string;
  projectId: string;
  /** Where the ID tokens' signing keys are published. */
  jwksUrl: string;
  /**
   * `host:port` of the Auth emulator: the web SDK talks to it, and its unsigned ID tokens (alg none) are
   * accepted. Unset in production: then only tokens signed by a key of `jwksUrl` are.
   */
  emulatorHost: string | undefined;
  /** Roles of a person's first sign-in; empty: none until an admin grants one. */
  defaultRoles: Role[];
  /**
   * An Identity Platform tenant of the project: the SDK signs people in there, and only that tenant's ID
   * tokens are accepted. Unset: the project's own users only (a tenant's token is refused).
   */
  tenantId?: string | undefined;
}

/** The environment variables (their rows in CONFIG_VARIABLES and the README's table). */
export const FIREBASE_ENV = {
  FIREBASE_API_KEY: z.string().trim().min(1).optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id (lowercase letters, digits, -)')
    .optional(),
  FIREBASE_JWKS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(FIREBASE_JWKS_URL),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .trim()
    .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port')
    .optional(),
  FIREBASE_DEFAULT_ROLE: z
    .string()
    .trim()
    .refine((value) => isRole(value), 'must be one of the roles')
    .optional(),
  FIREBASE_TENANT_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,128}$/, 'must be an Identity Platform tenant id')
    .optional(),
};

type FirebaseEnv = z.infer<z.ZodObject<typeof FIREBASE_ENV>>;

/** Firebase when its project id is set; a problem line when it is set without its API key. */
export function firebaseConfig(e: FirebaseEnv): FirebaseConfig | undefined | { problem: string } {
  if (!e.FIREBASE_PROJECT_ID) return undefined;
  if (!e.FIREBASE_API_KEY) return { problem: 'FIREBASE_API_KEY: must be set when FIREBASE_PROJECT_ID is' };
  const role = e.FIREBASE_DEFAULT_ROLE;
  return {
    apiKey: e.FIREBASE_API_KEY,
    projectId: e.FIREBASE_PROJECT_ID,
    jwksUrl: e.FIREBASE_JWKS_URL,
    emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    defaultRoles: role && isRole(role) ? [role] : [],
    tenantId: e.FIREBASE_TENANT_ID,
  };
}
