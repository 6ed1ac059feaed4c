import { InitialSchema1795336673564 } from './migrations/1795336673564-initial-schema.js';
import { OrderConfirmationMail1795337206491 } from './migrations/1795337206491-order-confirmation-mail.js';

/** Migrations in the order they run. */
export const MIGRATIONS = [InitialSchema1795336673564, OrderConfirmationMail1795337206491];
