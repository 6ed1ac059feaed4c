import { SEED_REGIONS } from './seed-regions.data.js';

/** The text blocks of the public pages, in German (the portal's main language). */
export const SEED_TEXT_BLOCKS: { canonical: string; text: string }[] = [
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
      `Entdecken Sie Betriebe in ${region.towns
        .map((town) => town.city)
        .filter((city, index, all) => all.indexOf(city) === index)
        .join(', ')} und Umgebung.`,
  })),
];

export const SEED_APPOINTMENT_TEXT =
  'Redaktionsschluss Gutscheine: 31. Mai\nGut zum Druck an die Betriebe: 30. Juni\nDruck: Mitte August\nVersand der Booklets: ab 1. Oktober';
