import booklet from '@gb/contracts/messages/de-CH/booklet';
import home from '@gb/contracts/messages/de-CH/home';
import outlets from '@gb/contracts/messages/de-CH/outlets';
import voucherFilter from '@gb/contracts/messages/de-CH/voucher-filter';
import { catalogueLoaders } from '@gb/contracts/messages/loaders';
import { addBundledWording, remoteWording, type RemoteOptions } from '@gb/shell/platform';

/** Home's first screen: its German wording travels with the storefront's own code. */
const FIRST_SCREEN_WORDING = { home, voucherFilter, booklet, outlets };

/** The order form's wording downloads with the form. */
export const ORDER_FORM_NAMESPACES = ['order', 'fields', 'validation'] as const;

const { namespaces } = remoteWording(
  catalogueLoaders,
  ['home', 'voucherFilter', 'booklet', 'outlets', 'order'],
  [],
);
void addBundledWording('de-CH', FIRST_SCREEN_WORDING);

/** The storefront's screens wait for their first screen's wording, in the language shown. */
export const STOREFRONT_WORDING: RemoteOptions = {
  namespaces: namespaces.filter((namespace) => namespace in FIRST_SCREEN_WORDING),
};
