// The portal's api for browser tests: the test kit's client at the portal under test. A test makes
// the data it reads through it (a booklet, a voucher, a company of its own).
import { apiClient, clientAs } from '@gb/test-kit';

import { portalUrl } from './session.mjs';

/** The api as an anonymous visitor. */
export const visitorApi = () => apiClient(portalUrl);

/** The api as `username` (a demo account, or any user with its password). */
export const apiAs = (username, password) => clientAs(portalUrl, username, password);
