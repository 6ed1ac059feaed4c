/** Booklet states with the numeric values the api stores and sends. */
export enum BookletState {
  Draft = 0,
  Published = 10,
  SoldOut = 20,
  Archived = 100,
}

/** Image sizes: Orig keeps the upload, S/M/L are resized on the long edge. */
export enum MediaSize {
  Orig = 0,
  S = 10,
  M = 20,
  L = 30,
}

/** Who a voucher comment notifies. */
export enum NotificationType {
  None = 0,
  Responsible = 1,
  GraphicsDesigner = 2,
  Customer = 3,
}

export enum ChangeStatus {
  Changed = 'CHANGED',
  New = 'NEW',
  Unchanged = 'UNCHANGED',
  Deleted = 'DELETED',
}

/** The voucher workflow states (stateClass). */
export enum VoucherStateClass {
  SystemCreated = 'SystemCreated',
  Created = 'Created',
  WaitingForApproval = 'WaitingForApproval',
  Draft = 'Draft',
  Declined = 'Declined',
  ToDeleteFromBooklet = 'ToDeleteFromBooklet',
  Deleted = 'Deleted',
  ApprovedCompany = 'ApprovedCompany',
  ApprovedVoucherResponsibleUser = 'ApprovedVoucherResponsibleUser',
  GoodForPrintingCreated = 'GoodForPrintingCreated',
  GoodForPrintingApproved = 'GoodForPrintingApproved',
  GoodForPrintingInProgress = 'GoodForPrintingInProgress',
  Finished = 'Finished',
}

export enum Role {
  SuperAdmin = 'SuperAdmin',
  Admin = 'Admin',
  GraphicDesigner = 'GraphicDesigner',
  Company = 'Company',
  Franchisee = 'Franchisee',
}

/** Permissions the client and the api check; a role implies a set of them. */
export enum Permission {
  Admin = 'Admin',
  Franchisee = 'Franchisee',
  GraphicDesigner = 'GraphicDesigner',
  Company = 'Company',
}

export enum PartnerOrderState {
  Ordered = 'ordered',
  Shipped = 'shipped',
  Closed = 'closed',
}

export enum PartnerOrderType {
  Commission = 'Commission',
  Purchase = 'Purchase',
}

export enum ReturnOrderState {
  Requested = 'requested',
  Collected = 'collected',
  Closed = 'closed',
}

export enum AddressType {
  Private = 'private',
  Company = 'company',
}

export const LOCALES = ['de-CH', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-CH';
/** The cookie that tells the server which language a visitor chose (`<html lang>`, page heads). */
export const LOCALE_COOKIE = 'gb.locale';
export const CURRENCY = 'CHF';
