/** The PostgreSQL the api talks to: a configured server or the embedded one. */
export interface DatabaseServer {
  kind: 'embedded' | 'server';
  url: string;
  stop(): Promise<void>;
}

export const DATABASE_SERVER = Symbol('DATABASE_SERVER');
