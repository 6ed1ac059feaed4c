// The bundler cuts a part out of the de-CH catalogue (`shell/build/catalogue-part.loader.mjs`):
// `first-load` holds the groups Home's first screen needs, `remaining` all others.
declare module '@gb/contracts/messages/de-CH?part=*' {
  import type { Catalogue } from '@gb/contracts';

  export const deCH: Partial<Catalogue>;
}
