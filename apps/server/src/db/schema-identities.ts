/** Tables of the hosted identity providers (migration 0021). */
export interface UserIdentitiesTable {
  id: string;
  userId: string;
  /** The provider's issuer URL; with `subject` it names one person at one provider. */
  issuer: string;
  subject: string;
  createdAt: string;
}

export interface OidcLoginsTable {
  /** sha256 of the state sent to the provider (the state itself is never stored). */
  stateHash: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: string;
}

export interface IdentityTables {
  userIdentities: UserIdentitiesTable;
  oidcLogins: OidcLoginsTable;
}
