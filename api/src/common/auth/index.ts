// What other modules need to protect their routes and scope their data.
export { AUTHENTICATED_USER, type AuthenticatedUser } from './authenticated-user.js';
export { CurrentUser } from './current-user.decorator.js';
export { assertCompanyScope, canReachCompany, isCompanyScoped } from './data-scope.js';
export { IS_PUBLIC, Public } from './public.decorator.js';
export { REQUIRED_PERMISSIONS, RequirePermission } from './require-permission.decorator.js';
