import { connect } from 'node:net';

/** The Redis of a development machine and of CI. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** Why Redis at `url` cannot be used (it does not answer PING), or false. */
export function redisMissing(
  url: string = process.env.REDIS_URL || LOCAL_REDIS_URL,
): Promise<string | false> {
  const { hostname, port, host } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const fail = (why: string) => {
      socket.destroy();
      resolve(`Redis does not answer at ${host} (${why})`);
    };
    socket.setTimeout(5000, () => fail('no answer within 5 s'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      socket.end();
      if (String(chunk).startsWith('+PONG')) resolve(false);
      else fail(String(chunk).trim());
    });
  });
}
