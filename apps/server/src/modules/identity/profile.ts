import type { Role } from '@cppcc/contracts';

/** What a hosted provider says about a person, once its token or answer has been checked. */
export interface ProviderProfile {
  /** The provider's id of the person; with the issuer it names one person at one provider. */
  subject: string;
  /** An address the provider verified: stored on a new user. */
  email: string | null;
  /** Any address the provider names (verified or not): an existing account with it must be proven first. */
  claimedEmail: string | null;
  name: string | null;
  picture: string | null;
}

/** Which provider a profile came from, and the settings that go with it. */
export interface ProviderOrigin {
  issuer: string;
  source: 'firebase' | 'auth0';
  defaultRoles: readonly Role[];
}
