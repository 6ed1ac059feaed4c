import type { Locale } from '@gb/contracts';

import { SEED_REGIONS, type SeedRegion } from './seed-regions.data.js';

interface SeedTextBlock {
  canonical: string;
  locale: Locale;
  text: string;
}

const townsOf = (region: SeedRegion) =>
  region.towns
    .map((town) => town.city)
    .filter((city, index, all) => all.indexOf(city) === index)
    .join(', ');

/** The text blocks of the public pages in German (the portal's main language). */
const GERMAN_TEXT_BLOCKS: Omit<SeedTextBlock, 'locale'>[] = [
  {
    canonical: 'home',
    text:
      'Willkommen beim Gutscheinbuch Ihrer Region!\n' +
      'Zwei geniessen, einer bezahlt: Mit über 40 Gutscheinen pro Booklet entdecken Sie Restaurants, Cafés, Freizeitangebote und Geschäfte in Ihrer Nähe zum halben Preis.\n' +
      'Bestellen Sie Ihr Booklet bequem online oder holen Sie es an einer unserer Verkaufsstellen ab.',
  },
  {
    canonical: 'corona',
    text:
      'Alle Gutscheine sind bis Ende Jahr gültig.\n' +
      'Sollte ein Betrieb vorübergehend schliessen müssen, verlängern wir die Gültigkeit der betroffenen Gutscheine.',
  },
  {
    canonical: 'outlets',
    text: 'Die Booklets sind auch an diesen Verkaufsstellen erhältlich. Bitte beachten Sie die Öffnungszeiten der Betriebe.',
  },
  {
    canonical: 'legal-notice',
    text:
      'Gutscheinbuch Regional GmbH\nBahnhofstrasse 1\n5000 Aarau\n' +
      'Handelsregister des Kantons Aargau, UID CHE-123.456.789\n' +
      'Für den Inhalt verlinkter Seiten sind ausschliesslich deren Betreiber verantwortlich.',
  },
  {
    canonical: 'contact',
    text:
      'Haben Sie Fragen zu Ihrer Bestellung oder zu einem Gutschein?\n' +
      'Schreiben Sie uns an info@gutscheinbuch.ch oder rufen Sie uns an: 062 823 45 67 (Mo–Fr 9–12 Uhr).',
  },
  {
    canonical: 'become-partner',
    text:
      'Werden Sie Partnerbetrieb!\n' +
      'Mit einem Gutschein im Booklet gewinnen Sie neue Gäste aus der Region. Die Teilnahme kostet Sie nichts ausser dem geschenkten zweiten Angebot.\n' +
      'Melden Sie sich bei uns, wir beraten Sie gerne.',
  },
  ...SEED_REGIONS.map((region) => ({
    canonical: `intro-${region.canonical}`,
    text:
      `Das Gutscheinbuch ${region.name} bietet Ihnen Genuss und Erlebnis in der ganzen Region.\n` +
      `Entdecken Sie Betriebe in ${townsOf(region)} und Umgebung.`,
  })),
];

/** English versions of the blocks a visitor from abroad reads first; the others stay German. */
const ENGLISH_TEXT_BLOCKS: Omit<SeedTextBlock, 'locale'>[] = [
  {
    canonical: 'home',
    text:
      'Welcome to the voucher booklet of your region!\n' +
      'Two enjoy, one pays: with more than 40 vouchers in every booklet, you discover restaurants, cafés, leisure activities and shops near you at half the price.\n' +
      'Order your booklet online, or pick one up at one of our points of sale.',
  },
  {
    canonical: 'legal-notice',
    text:
      'Gutscheinbuch Regional GmbH\nBahnhofstrasse 1\n5000 Aarau\n' +
      'Commercial register of the Canton of Aargau, UID CHE-123.456.789\n' +
      'The operators of linked websites are solely responsible for their content.',
  },
  {
    canonical: 'contact',
    text:
      'Do you have a question about your order or a voucher?\n' +
      'Write to us at info@gutscheinbuch.ch or give us a call on 062 823 45 67 (Monday to Friday, 9 am to noon).',
  },
  {
    canonical: 'become-partner',
    text:
      'Become a partner business!\n' +
      'A voucher in the booklet brings you new guests from the region. Taking part costs you nothing but the second offer you give away.\n' +
      'Get in touch, and we will gladly advise you.',
  },
  ...SEED_REGIONS.map((region) => ({
    canonical: `intro-${region.canonical}`,
    text:
      `The ${region.name} voucher booklet is your ticket to good food and great days out all across the region.\n` +
      `Discover businesses in and around ${townsOf(region)}.`,
  })),
];

export const SEED_TEXT_BLOCKS: SeedTextBlock[] = [
  ...GERMAN_TEXT_BLOCKS.map((block) => ({ ...block, locale: 'de-CH' as const })),
  ...ENGLISH_TEXT_BLOCKS.map((block) => ({ ...block, locale: 'en-US' as const })),
];

export const SEED_APPOINTMENT_TEXT =
  'Redaktionsschluss Gutscheine: 31. Mai\nGut zum Druck an die Betriebe: 30. Juni\nDruck: Mitte August\nVersand der Booklets: ab 1. Oktober';
