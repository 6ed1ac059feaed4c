export interface SeedCategory {
  title: string;
  color: string;
  priority: number;
  /** Name patterns for companies of the category; {name} is filled from SEED_COMPANY_WORDS. */
  companyPatterns: string[];
  offers: string[];
  openingHours: string[];
}

/** Voucher categories with their map colour; lower priority sorts first. */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    title: 'Restaurant',
    color: '#d70023',
    priority: 10,
    companyPatterns: [
      'Restaurant {name}',
      'Gasthof {name}',
      'Landgasthof {name}',
      'Ristorante {name}',
    ],
    offers: [
      'Zwei Hauptgänge nach Wahl, einer ist gratis',
      'Zwei Mittagsmenüs, eines ist gratis',
      'Zwei Pizzen nach Wahl, eine ist gratis',
      'Zwei Fondues, eines ist gratis',
    ],
    openingHours: ['Mo–Fr 11–14 und 17–23 Uhr, Sa 17–23 Uhr', 'Di–So 11–23 Uhr, Montag Ruhetag'],
  },
  {
    title: 'Café & Bäckerei',
    color: '#8d5524',
    priority: 20,
    companyPatterns: ['Café {name}', 'Bäckerei-Konditorei {name}', 'Confiserie {name}'],
    offers: [
      'Zwei Kaffee und zwei Gipfeli, einmal bezahlen',
      'Zwei Stück Torte nach Wahl, eines ist gratis',
      'Zwei Brunch-Teller, einer ist gratis',
    ],
    openingHours: ['Mo–Fr 6.30–18.30 Uhr, Sa 7–16 Uhr', 'Täglich 7–18 Uhr'],
  },
  {
    title: 'Bar & Lounge',
    color: '#7b1fa2',
    priority: 30,
    companyPatterns: ['Bar {name}', '{name} Lounge', 'Weinbar {name}'],
    offers: ['Zwei Cocktails nach Wahl, einer ist gratis', 'Zwei Gläser Wein, eines ist gratis'],
    openingHours: ['Mi–Sa 17–24 Uhr', 'Di–Sa ab 16 Uhr'],
  },
  {
    title: 'Freizeit & Sport',
    color: '#2e7d32',
    priority: 40,
    companyPatterns: [
      'Minigolf {name}',
      'Kletterhalle {name}',
      'Bowling {name}',
      'Seilpark {name}',
    ],
    offers: ['Zwei Eintritte, einer ist gratis', 'Zwei Stunden Spass zum Preis von einer'],
    openingHours: ['Mi–So 10–20 Uhr', 'Täglich 9–22 Uhr'],
  },
  {
    title: 'Wellness & Beauty',
    color: '#00897b',
    priority: 50,
    companyPatterns: ['Coiffeur {name}', 'Kosmetikstudio {name}', 'Massagepraxis {name}'],
    offers: [
      'Zwei Massagen à 30 Minuten, eine ist gratis',
      'Zwei Gesichtsbehandlungen, eine ist gratis',
    ],
    openingHours: ['Di–Fr 9–19 Uhr, Sa 8–14 Uhr', 'Nach Vereinbarung'],
  },
  {
    title: 'Kultur',
    color: '#f9a825',
    priority: 60,
    companyPatterns: ['Kino {name}', 'Theater {name}', 'Museum {name}'],
    offers: [
      'Zwei Eintritte, einer ist gratis',
      'Zwei Tickets für eine Vorstellung, eines ist gratis',
    ],
    openingHours: ['Di–So 14–22 Uhr', 'Mi–So 10–17 Uhr'],
  },
  {
    title: 'Einkaufen',
    color: '#1565c0',
    priority: 70,
    companyPatterns: [
      'Hofladen {name}',
      'Buchhandlung {name}',
      'Blumen {name}',
      'Weinhandlung {name}',
    ],
    offers: ['Zwei Einkäufe bis CHF 30, einer ist gratis', 'Zwei Blumensträusse, einer ist gratis'],
    openingHours: ['Mo–Fr 9–18.30 Uhr, Sa 9–16 Uhr', 'Di–Sa 8–12 Uhr'],
  },
  {
    title: 'Übernachtung',
    color: '#5d4037',
    priority: 80,
    companyPatterns: ['Hotel {name}', 'B&B {name}', 'Seehotel {name}'],
    offers: [
      'Zwei Nächte im Doppelzimmer, eine ist gratis',
      'Zwei Übernachtungen mit Frühstück, eine ist gratis',
    ],
    openingHours: ['Rezeption täglich 7–22 Uhr'],
  },
];

/** Words Swiss businesses are named after. */
export const SEED_COMPANY_WORDS = [
  'Löwen',
  'Sonne',
  'Rössli',
  'Krone',
  'Bären',
  'Adler',
  'Hirschen',
  'Linde',
  'Schlüssel',
  'Ochsen',
  'Engel',
  'Sternen',
  'Kreuz',
  'Post',
  'Bahnhof',
  'Seeblick',
  'Waldhaus',
  'Schützen',
  'Frohsinn',
  'Traube',
  'Eintracht',
  'Falken',
  'Steinbock',
  'Alpenblick',
  'Müller',
  'Meier',
  'Keller',
  'Huber',
  'Brunner',
  'Widmer',
  'Baumann',
  'Fischer',
  'Graf',
  'Zürcher',
  'Lüthi',
  'Aeschbach',
  'Bachmann',
  'Stadelmann',
  'Sutter',
  'Wyss',
  'Gerber',
  'Hofmann',
  'Steiner',
];

export const SEED_STREETS = [
  'Bahnhofstrasse',
  'Hauptstrasse',
  'Dorfstrasse',
  'Kirchweg',
  'Seestrasse',
  'Schulstrasse',
  'Rathausgasse',
  'Marktgasse',
  'Poststrasse',
  'Industriestrasse',
  'Gartenweg',
  'Obere Gasse',
];
