import { authRoles } from '../roles';

/** Who has a profile page: every signed-in role. Schema-free, so the web's route table takes it without ./profile's schemas. */
export const PROFILE_ROLES = authRoles.signedIn;
