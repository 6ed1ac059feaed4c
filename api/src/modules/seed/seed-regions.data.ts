export interface SeedTown {
  zip: string;
  city: string;
  lon: number;
  lat: number;
}

export interface SeedRegion {
  name: string;
  canonical: string;
  sortId: number;
  /** Towns inside the region; vouchers are placed around them. */
  towns: SeedTown[];
}

/** The five regions of the franchise with real towns, zips and coordinates (WGS84). */
export const SEED_REGIONS: SeedRegion[] = [
  {
    name: 'Aarau-Baden',
    canonical: 'aarau-baden',
    sortId: 10,
    towns: [
      { zip: '5000', city: 'Aarau', lon: 8.0444, lat: 47.3925 },
      { zip: '5400', city: 'Baden', lon: 8.3064, lat: 47.4733 },
      { zip: '5430', city: 'Wettingen', lon: 8.3167, lat: 47.4667 },
      { zip: '5200', city: 'Brugg', lon: 8.2083, lat: 47.4853 },
      { zip: '5600', city: 'Lenzburg', lon: 8.175, lat: 47.3883 },
    ],
  },
  {
    name: 'Freiamt-Seetal',
    canonical: 'freiamt-seetal',
    sortId: 20,
    towns: [
      { zip: '5610', city: 'Wohlen', lon: 8.2786, lat: 47.3514 },
      { zip: '5630', city: 'Muri', lon: 8.3383, lat: 47.2747 },
      { zip: '5620', city: 'Bremgarten', lon: 8.3417, lat: 47.3514 },
      { zip: '5707', city: 'Seengen', lon: 8.2061, lat: 47.3267 },
      { zip: '6280', city: 'Hochdorf', lon: 8.2917, lat: 47.1683 },
    ],
  },
  {
    name: 'Sempachersee',
    canonical: 'sempachersee',
    sortId: 30,
    towns: [
      { zip: '6204', city: 'Sempach', lon: 8.1917, lat: 47.1358 },
      { zip: '6210', city: 'Sursee', lon: 8.1083, lat: 47.1711 },
      { zip: '6206', city: 'Neuenkirch', lon: 8.2042, lat: 47.0997 },
      { zip: '6207', city: 'Nottwil', lon: 8.1375, lat: 47.1347 },
      { zip: '6221', city: 'Rickenbach', lon: 8.1542, lat: 47.2183 },
    ],
  },
  {
    name: 'Zugerland',
    canonical: 'zugerland',
    sortId: 40,
    towns: [
      { zip: '6300', city: 'Zug', lon: 8.5156, lat: 47.1662 },
      { zip: '6330', city: 'Cham', lon: 8.4606, lat: 47.1817 },
      { zip: '6340', city: 'Baar', lon: 8.5297, lat: 47.1953 },
      { zip: '6312', city: 'Steinhausen', lon: 8.4861, lat: 47.195 },
      { zip: '6318', city: 'Walchwil', lon: 8.5161, lat: 47.1017 },
    ],
  },
  {
    name: 'Winterthur',
    canonical: 'winterthur',
    sortId: 50,
    towns: [
      { zip: '8400', city: 'Winterthur', lon: 8.7241, lat: 47.4988 },
      { zip: '8404', city: 'Winterthur', lon: 8.7561, lat: 47.5103 },
      { zip: '8408', city: 'Winterthur', lon: 8.6867, lat: 47.5036 },
      { zip: '8310', city: 'Grafstal', lon: 8.7011, lat: 47.4425 },
      { zip: '8472', city: 'Seuzach', lon: 8.7333, lat: 47.5347 },
    ],
  },
];
