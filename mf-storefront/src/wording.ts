import bookletDe from '@gb/contracts/messages/de-CH/booklet';
import homeDe from '@gb/contracts/messages/de-CH/home';
import outletsDe from '@gb/contracts/messages/de-CH/outlets';
import voucherFilterDe from '@gb/contracts/messages/de-CH/voucher-filter';
import booklet from '@gb/contracts/messages/loaders/booklet';
import home from '@gb/contracts/messages/loaders/home';
import order from '@gb/contracts/messages/loaders/order';
import outlets from '@gb/contracts/messages/loaders/outlets';
import voucherFilter from '@gb/contracts/messages/loaders/voucher-filter';
import { namespacesOf } from '@gb/contracts/messages/loaders/namespaces-of';
import { addBundledWording, remoteWording, type RemoteOptions } from '@gb/shell/platform';

/** Home's first screen: its German wording travels with the storefront's own code. */
const FIRST_SCREEN_WORDING = {
  home: homeDe,
  voucherFilter: voucherFilterDe,
  booklet: bookletDe,
  outlets: outletsDe,
};

/** The order form's wording downloads with the form (and with the wallet's pages). */
export const ORDER_FORM_NAMESPACES = ['order', 'fields', 'validation'] as const;

/** Only the storefront's own namespaces: their loaders, not every namespace's, are in its build. */
const OWN_WORDING = { home, voucherFilter, booklet, outlets, order };

const { namespaces } = remoteWording(OWN_WORDING, namespacesOf(OWN_WORDING), []);
void addBundledWording('de-CH', FIRST_SCREEN_WORDING);

/** The storefront's screens wait for their first screen's wording, in the language shown. */
export const STOREFRONT_WORDING: RemoteOptions = {
  namespaces: namespaces.filter((namespace) => namespace in FIRST_SCREEN_WORDING),
};
