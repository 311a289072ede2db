import { authRoles } from '../roles';

/**
 * Where the documentation lives and who may read it, apart from its page list (./pages): the web app's
 * route table and navigation, in every start page's first load, need only these (issue 33 §1).
 */
export const DOCUMENTATION_ROOT = '/documentation';

/**
 * The documentation explains how the system is installed, built and extended: it is for whoever runs it,
 * the administrators (the seed shows it to everyone; nobody else here needs it).
 */
export const DOCUMENTATION_AUTH = authRoles.admin;
