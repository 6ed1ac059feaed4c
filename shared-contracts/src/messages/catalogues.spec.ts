import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { VoucherStateClass as S } from '../enums.js';
import { translatorFor } from '../testing/translator.js';
import { catalogues } from './catalogues.js';
import { NAMESPACES, toLocale, type MessageKey } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));

const translate = (locale: 'de-CH' | 'en-US', key: string, params?: Record<string, unknown>) =>
  translatorFor(locale)(key, params);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const german = leaves(catalogues['de-CH']);
const english = leaves(catalogues['en-US']);

describe('catalogues', () => {
  it('have exactly the same keys', () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it.each([...german.keys()])('%s has the same placeholders in both locales', (key) => {
    expect(placeholders(english.get(key) ?? '')).toEqual(placeholders(german.get(key) ?? ''));
  });

  it('have no empty messages', () => {
    expect([...german.values(), ...english.values()].filter((text) => text.trim() === '')).toEqual(
      [],
    );
  });

  it('use single-brace placeholders only', () => {
    expect([...german.values(), ...english.values()].filter((text) => text.includes('{{'))).toEqual(
      [],
    );
  });
});

describe("the specification's wording", () => {
  it.each<[MessageKey, string, string]>([
    ['auth.invalidLogin', 'Ungültiger Benutzername oder Passwort', 'Invalid Username / Password'],
    ['auth.invalidEmail', 'Ungültige E-mail', 'Invalid email'],
    [
      'auth.resetMailSent',
      'E-mail zum Zrücksetzen des Passwortes wurde gesendet',
      'Password reset mail was sent',
    ],
    ['auth.invalidPassword', 'Ungültiges Passwort', 'invalid password'],
    [
      'errors.uploadTooLarge',
      'Die Datei ist zu gross zum Hochladen',
      'The file is too large to upload',
    ],
    ['errors.formNotValid', 'Formular ist nicht gültig', 'Form not valid'],
    [
      'errors.voucherNotAllowed',
      'Sie sind nicht berechtigt, diesen Gutschein anzusehen.',
      'You are not allowed to view this voucher.',
    ],
    ['voucher.approvalMailsSent', 'Zusage-Mails wurden gesendet', 'Approval mails sent'],
    [
      'voucher.stateLockedInEditMode',
      'Der Status kann im Bearbeitungsmodus nicht geändert werden',
      'The state cannot be changed in the edit mode',
    ],
    [
      'partnerOrder.requestSentToAllCompanies',
      'Die Bestellanfrage wurde an alle Betriebe gesendet',
      'Request to order booklets has been sent to all companies',
    ],
    ['voucherFilter.none', 'Keine Gutscheine gefunden', 'no vouchers found'],
  ])('%s reads %j and %j', (key, de, en) => {
    expect(translate('de-CH', key)).toBe(de);
    expect(translate('en-US', key)).toBe(en);
  });

  it.each<[MessageKey, string]>([
    ['auth.passwordChanged', 'Passwort wurde erfolgreich geändert'],
    ['validation.passwordMismatch', 'Passwort und Bestätigungspasswort stimmen nicht überein'],
    ['order.failure', 'Es ist ein Fehler aufgetreten, dieses Booklet kann nicht bestellt werden'],
    ['errors.generic', 'Es ist ein Fehler aufgetreten'],
    ['order.success', 'Ihre Bestellung haben wir erhalten, vielen Dank!'],
    ['partnerOrder.returnRecorded', 'Ihre Rückgabe haben wir erfasst...'],
    ['voucher.stateChanged', 'Status wurde erfolgreich geändert'],
    ['voucher.saveFirst', 'Bitte zuerst Daten speichern'],
    ['order.ready', 'Bereit zum bestellen'],
    ['order.notReady', 'Daten noch nicht korrekt / vollständig'],
    ['booklet.badgeSoldOut', 'Ausverkauft'],
    ['booklet.badgePreOrder', 'Vorbestellen'],
    ['booklet.badgeOrder', 'Bestellen!'],
    ['outlets.hide', 'ausblenden'],
    ['menu.bookletOrder', 'Booklet Bestellung'],
    ['partnerOrderStates.closed', 'Verrechnet'],
    ['remoteError.title', 'Dieser Bereich konnte nicht geladen werden.'],
  ])('%s reads %j in German', (key, de) => {
    expect(translate('de-CH', key)).toBe(de);
  });

  it('fills in numbers and canonicals', () => {
    const found = (locale: 'de-CH' | 'en-US', num: number) =>
      translate(locale, 'voucherFilter.found', { num, count: num });
    expect(found('de-CH', 12)).toBe('12 Gutschein(e) gefunden');
    expect(found('de-CH', 1)).toBe('1 Gutschein(e) gefunden');
    expect(translate('de-CH', 'outlets.more', { num: 3 })).toBe('3 weitere');
    expect(translate('de-CH', 'errors.textBlockNotFound', { canonical: 'corona' })).toBe(
      'Text-Block nicht gefunden: corona',
    );
    expect(translate('en-US', 'errors.textBlockNotFound', { canonical: 'corona' })).toBe(
      'Text block not found: corona',
    );
  });
});

describe('i18next with the catalogues', () => {
  it('words English counts by English plural rules, German ones as the specification does', () => {
    const found = (locale: 'de-CH' | 'en-US', num: number) =>
      translate(locale, 'voucherFilter.found', { num, count: num });
    expect(found('en-US', 1)).toBe('1 voucher found');
    expect(found('en-US', 35)).toBe('35 vouchers found');
    const count = (locale: 'de-CH' | 'en-US', num: number) =>
      translate(locale, 'booklet.voucherCount', { num, count: num });
    expect([count('de-CH', 1), count('de-CH', 54)]).toEqual(['1 Gutschein', '54 Gutscheine']);
    expect([count('en-US', 1), count('en-US', 54)]).toEqual(['1 voucher', '54 vouchers']);
  });

  it('shows the key of an unknown message', () => {
    expect(translate('en-US', 'nothing.here')).toBe('nothing.here');
  });

  it('reads the namespace from the first part of a key', () => {
    expect(translate('en-US', 'voucherFilter.none')).toBe('no vouchers found');
    expect(translate('de-CH', 'fields.zip')).toBe('PLZ');
  });
});

describe('namespaces', () => {
  it.each(['de-CH', 'en-US'])('name every file of %s', (locale) => {
    const files = readdirSync(join(here, locale)).map((file) => file.replace(/\.[jt]s$/, ''));
    const named = NAMESPACES.map((ns) => ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    expect(files.sort()).toEqual(named.sort());
  });
});

describe('voucher state labels', () => {
  it.each([
    [S.SystemCreated, 'Erstellt'],
    [S.Created, 'Erstellt (Start)'],
    [S.WaitingForApproval, 'Warte auf Zusage'],
    [S.Draft, 'Bearbeitung durch Betrieb'],
    [S.Declined, 'Abgesagt'],
    [S.ToDeleteFromBooklet, 'Zu löschen von Booklet'],
    [S.Deleted, 'Gelöscht'],
    [S.ApprovedCompany, 'Prüfung Rohdaten durch Franchiser'],
    [S.ApprovedVoucherResponsibleUser, 'Erstellung GzD durch Graphikerin'],
    [S.GoodForPrintingCreated, 'Prüfung GzD durch Betrieb'],
    [S.GoodForPrintingApproved, 'Prüfung GzD durch Franchiser'],
    [S.GoodForPrintingInProgress, 'GzD bereit für Versand'],
    [S.Finished, 'Definitiv / Gesperrt'],
  ])('labels %s as %j in German and has an English label', (state, label) => {
    expect(translate('de-CH', `voucherStates.${state}`)).toBe(label);
    expect(translate('en-US', `voucherStates.${state}`)).not.toBe(`voucherStates.${state}`);
  });
});

describe('toLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['de-CH', 'de-CH'],
    ['fr-CH', 'de-CH'],
    ['', 'de-CH'],
    [null, 'de-CH'],
    ['de-CH,en;q=0.8', 'de-CH'],
  ])('reads %j as %s', (value, locale) => {
    expect(toLocale(value)).toBe(locale);
  });
});
