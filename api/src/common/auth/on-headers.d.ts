// on-headers ships no types: it calls the listener, with the response as `this`, just before the
// status and headers are written.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  export default function onHeaders<T extends ServerResponse>(
    response: T,
    listener: (this: T) => void,
  ): void;
}
