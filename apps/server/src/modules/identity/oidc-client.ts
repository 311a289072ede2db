import type * as OpenId from 'openid-client';
import type { OidcConfig } from '../../config-oidc';
import { AppError, badRequest, unavailable } from '../../http/errors';
import type { ProviderProfile } from './profile';

export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const SCOPE = 'openid email profile';

let loading: Promise<typeof OpenId> | undefined;
/** `openid-client`, loaded with the first sign-in through a provider (not at the server's start). */
export function openIdClient(): Promise<typeof OpenId> {
  loading ??= import('openid-client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The provider's side through `openid-client` (discovery, the authorization URL, the code exchange with
 * PKCE, ID token and nonce checks, userinfo). Discovery happens on first use and is kept; a failed one is
 * tried again next time, so a provider that was down at start does not need a server restart.
 */
export function oidcClient(config: OidcConfig) {
  let discovered: Promise<OpenId.Configuration> | undefined;
  const insecure = new URL(config.issuer).protocol === 'http:'; // loopback only (config-oidc.ts)

  function configuration(client: typeof OpenId): Promise<OpenId.Configuration> {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw providerError(client, error);
      });
    return discovered;
  }

  return {
    issuer: config.issuer,

    async authorizationUrl(redirectUri: string, checks: FlowChecks): Promise<string> {
      const client = await openIdClient();
      const url = client.buildAuthorizationUrl(await configuration(client), {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** `currentUrl`: the redirect URI with the provider's query. Refuses a denied consent or a bad answer. */
    async exchange(currentUrl: URL, checks: FlowChecks): Promise<ProviderProfile> {
      const client = await openIdClient();
      const settings = await configuration(client);
      try {
        const tokens = await client.authorizationCodeGrant(settings, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw badRequest('identity.failed');
        const info = await client.fetchUserInfo(settings, tokens.access_token, claims.sub);
        // Only an address the provider verified counts as the person's (it is shown and matched).
        const email = info.email_verified === true ? text(info.email) : null;
        return {
          subject: claims.sub,
          email,
          claimedEmail: email,
          name: text(info.name) ?? text(info.nickname) ?? text(info.preferred_username),
          picture: text(info.picture),
        };
      } catch (error) {
        throw providerError(client, error);
      }
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;

/** The provider's refusals as 400s with a reason, an unreachable provider as 503; never a 500. */
function providerError(client: typeof OpenId, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.AuthorizationResponseError)
    return badRequest(error.error === 'access_denied' ? 'identity.denied' : 'identity.failed');
  if (error instanceof client.ResponseBodyError) return badRequest('identity.failed');
  if (error instanceof client.ClientError) return badRequest('identity.failed');
  return unavailable('identity.providerUnavailable');
}
