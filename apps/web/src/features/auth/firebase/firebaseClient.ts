import type { IdentityProviders } from '@cppcc/contracts';
import { initializeApp } from '@firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  updateProfile,
  type Auth,
} from '@firebase/auth';

export type FirebaseSettings = NonNullable<IdentityProviders['firebase']>;

let auth: Auth | undefined;

/**
 * The Firebase web SDK, started once with the server's settings. The session stays in memory: Firebase only
 * proves who the person is; our server's token is the session (a stored Firebase session would outlive it).
 */
function firebaseAuth(settings: FirebaseSettings): Auth {
  if (auth) return auth;
  const app = initializeApp({
    apiKey: settings.apiKey,
    projectId: settings.projectId,
    authDomain: `${settings.projectId}.firebaseapp.com`,
  });
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  // An Identity Platform tenant: its users, its sign-in methods.
  auth.tenantId = settings.tenantId;
  return auth;
}

/** A new Firebase account with its display name on the profile; the ID token carries the name. */
export async function firebaseSignUp(
  settings: FirebaseSettings,
  { displayName, email, password }: { displayName: string; email: string; password: string },
): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(settings), email, password);
  await updateProfile(user, { displayName });
  return user.getIdToken(true);
}

export async function firebaseSignIn(
  settings: FirebaseSettings,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const { user } = await signInWithEmailAndPassword(firebaseAuth(settings), email, password);
  return user.getIdToken();
}
