import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
} from 'jose';
import type { FirebaseConfig } from '../../config-firebase';
import { badRequest, isAppError, unavailable, type AppError } from '../../http/errors';
import type { ProviderProfile } from './profile';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Checks a Firebase ID token before anything in it is trusted (issue 19): an RS256 signature by one of the
 * keys at `jwksUrl` (fetched and cached by jose, refetched for an unknown key id), audience = the project
 * id, issuer `https://securetoken.google.com/<projectId>`, not expired, a subject, and the configured tenant
 * (or none). The Auth emulator's
 * tokens are unsigned (alg none): they pass only when the server is configured with the emulator's host.
 */
export function firebaseTokenVerifier(config: FirebaseConfig) {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  const expected = {
    issuer: `https://securetoken.google.com/${config.projectId}`,
    audience: config.projectId,
  };

  async function claimsOf(idToken: string): Promise<JWTPayload> {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(idToken).alg;
    } catch {
      throw badRequest('identity.tokenInvalid');
    }
    if (alg === 'none') {
      if (!config.emulatorHost) throw badRequest('identity.tokenInvalid');
      return UnsecuredJWT.decode(idToken, expected).payload;
    }
    return (await jwtVerify(idToken, keys, { ...expected, algorithms: ['RS256'] })).payload;
  }

  return {
    /** The person the token names; a 400 for any token that fails a check, a 503 when keys cannot be had. */
    async verify(idToken: string): Promise<ProviderProfile> {
      let claims: JWTPayload;
      try {
        claims = await claimsOf(idToken);
      } catch (error) {
        throw tokenError(error);
      }
      // Users of different tenants are different people even with the same uid: only the configured one's.
      const firebaseClaims: unknown = claims.firebase;
      const tenant =
        typeof firebaseClaims === 'object' && firebaseClaims !== null && 'tenant' in firebaseClaims
          ? text(firebaseClaims.tenant)
          : null;
      if (tenant !== (config.tenantId ?? null)) throw badRequest('identity.tokenInvalid');
      const subject = text(claims.sub);
      // Firebase's own rule: a uid is 1–128 characters.
      if (!subject || subject.length > 128) throw badRequest('identity.tokenInvalid');
      return {
        subject,
        // Verified or not, it is the address this Firebase account signs in with (unique in the project): it
        // is stored (an admin needs an address or phone to grant a role), and an existing account with it
        // must still be proven by its password.
        email: text(claims.email),
        claimedEmail: text(claims.email),
        name: text(claims.name),
        picture: text(claims.picture),
      };
    },
  };
}
export type FirebaseTokenVerifier = ReturnType<typeof firebaseTokenVerifier>;

function tokenError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof errors.JWTExpired) return badRequest('identity.tokenExpired');
  // The token's own faults: malformed, a key id not in the set, a bad signature, a wrong claim, an algorithm
  // other than RS256.
  if (
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWTClaimValidationFailed ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported
  )
    return badRequest('identity.tokenInvalid');
  // The keys' side: no answer, a timeout, not a key set.
  return unavailable('identity.providerUnavailable');
}
