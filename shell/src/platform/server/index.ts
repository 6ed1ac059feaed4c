// What a remote's server renderer draws with (never part of the browser's platform): see
// renderOnServer.
export { renderOnServer, type ServerRendering } from './render-on-server';
