export declare const FIRST_LOAD_WORDING: readonly string[];

type Catalogue = Record<string, Record<string, unknown>>;

export declare function splitCatalogue(catalogue: object): {
  firstLoad: Catalogue;
  remaining: Catalogue;
};
