import helmet from 'helmet';

import { helmetOptions } from './content-security-policy.js';
import { helmetHeaders } from './security-headers.js';

describe(helmetHeaders.name, () => {
  it('reads the headers helmet itself sets for every answer, the policy included', () => {
    const options = helmetOptions('https://tile.openstreetmap.org/{z}/{x}/{y}.png', [
      'https://vouchers.example.ch/remoteEntry.js',
    ]);
    const set = new Map<string, string>();
    helmet(options)(
      {} as never,
      {
        setHeader: (name: string, value: unknown) => set.set(name, String(value)),
        removeHeader: () => undefined,
      } as never,
      () => undefined,
    );
    const read = new Map(helmetHeaders(options));
    expect(read).toEqual(set);
    expect(read.get('Content-Security-Policy')).toContain('https://vouchers.example.ch');
    expect(read.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
