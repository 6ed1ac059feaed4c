import type { CreditorConfig } from './app-config.js';
import type { AppEnvironment } from './app-config.schema.js';
import { ConfigError } from './config-error.js';

const CREDITOR_VARIABLES = [
  'CREDITOR_NAME',
  'CREDITOR_ADDRESS',
  'CREDITOR_ZIP',
  'CREDITOR_CITY',
  'CREDITOR_IBAN',
] as const;

/**
 * The creditor of the Swiss Implementation Guidelines' examples, with their sample QR-IBAN: what
 * `npm start`'s demo bills to, and every such invoice says it is a sample.
 */
const SAMPLE_CREDITOR: CreditorConfig = {
  name: 'Gutscheinbuch Regional GmbH',
  address: 'Bahnhofstrasse 1',
  zip: '5000',
  city: 'Aarau',
  iban: 'CH4431999123000889012',
  sample: true,
};

const WHY = "the creditor of the invoices' QR-bill";

/**
 * The creditor from CREDITOR_*: all five, or none, which in production stops the boot (invoices
 * would ask buyers to pay into the standard's sample account) and elsewhere bills to the sample.
 */
export function creditorFrom(e: AppEnvironment, production: boolean): CreditorConfig {
  const { CREDITOR_NAME: name, CREDITOR_ADDRESS: address, CREDITOR_ZIP: zip } = e;
  const { CREDITOR_CITY: city, CREDITOR_IBAN: iban } = e;
  if (name && address && zip && city && iban) {
    return { name, address, zip, city, iban, sample: false };
  }
  const missing = CREDITOR_VARIABLES.filter((variable) => !e[variable]);
  if (missing.length < CREDITOR_VARIABLES.length) {
    throw new ConfigError(
      missing.map(
        (variable) => `${variable}: is required when another CREDITOR_ variable is set (${WHY})`,
      ),
    );
  }
  if (production) {
    throw new ConfigError(
      missing.map((variable) => `${variable}: is required when NODE_ENV is production (${WHY})`),
    );
  }
  return SAMPLE_CREDITOR;
}
