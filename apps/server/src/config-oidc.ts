import { isRole, type Role } from '@cppcc/contracts';
import { z } from 'zod';

/** The OpenID Connect provider of /register's third tab (issue 19). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the button ('Sign in with Auth0'). */
  name: string;
  /** Roles of a person's first sign-in; empty: none until an admin grants one. */
  defaultRoles: Role[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The environment variables (their rows in CONFIG_VARIABLES and the README's table). */
export const OIDC_ENV = {
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    // Tokens and the client secret cross this connection: plain http only on this machine (tests, dev).
    .refine((url) => url.startsWith('https:') || LOOPBACK.has(new URL(url).hostname), 'must be https')
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default('Auth0'),
  OIDC_DEFAULT_ROLE: z
    .string()
    .trim()
    .refine((value) => isRole(value), 'must be one of the roles')
    .optional(),
};

type OidcEnv = z.infer<z.ZodObject<typeof OIDC_ENV>>;

/** The provider when OIDC_ISSUER is set; a problem line when it is set without its client. */
export function oidcConfig(e: OidcEnv): OidcConfig | undefined | { problem: string } {
  if (!e.OIDC_ISSUER) return undefined;
  if (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)
    return { problem: 'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: must be set when OIDC_ISSUER is' };
  const role = e.OIDC_DEFAULT_ROLE;
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    name: e.OIDC_NAME,
    defaultRoles: role && isRole(role) ? [role] : [],
  };
}
