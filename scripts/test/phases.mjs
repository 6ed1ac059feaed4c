// The phases of `npm test`, in the order they are reported. `needs` names what the machine must
// have (prerequisites.mjs) and what the run provides once for all phases: `seeds` (the demo data
// seeded once) and `stack` (`npm run stack`, started once). After the build, the phases of the two
// lanes run side by side (one after the other with --one-lane): the api's, mostly CPU, and the
// browser's, mostly waiting for pages.
const npm = (...args) => ['npm', ...args];

export const PHASES = [
  {
    name: 'build',
    title: 'build',
    command: npm('run', 'build'),
    minutes: 10,
  },
  {
    name: 'unit',
    lane: 'api',
    title: 'unit tests of every workspace',
    command: npm('run', 'test:unit'),
    needs: ['postgres'],
    minutes: 10,
  },
  {
    name: 'api',
    lane: 'api',
    title: 'api over HTTP, PostgreSQL',
    command: npm('run', 'test:http', '-w', 'api', '--', '--database=server'),
    needs: ['postgres', 'redis', 'seeds'],
    minutes: 30,
  },
  {
    name: 'api-embedded',
    lane: 'api',
    title: 'api over HTTP, embedded database',
    command: npm('run', 'test:http', '-w', 'api', '--', '--database=embedded'),
    needs: ['seeds'],
    minutes: 20,
  },
  {
    name: 'api-s3',
    lane: 'api',
    title: 'api files on S3 (s3rver)',
    command: npm('run', 'test:http', '-w', 'api', '--', '--database=s3'),
    needs: ['postgres'],
    minutes: 10,
  },
  {
    name: 'deployment',
    lane: 'api',
    title: 'deployment: images, folders, commands',
    // The deployable api and web folders started outside the repository (nginx in front, on
    // PostgreSQL), the backup and restore commands as typed, compose, nginx's configuration, the
    // lock, and `npm test`'s own Ctrl-C.
    command: npm('run', 'test:deployment', '-w', 'docker'),
    needs: ['nginx', 'postgres'],
    minutes: 15,
  },
  {
    name: 'browser',
    lane: 'browser',
    title: 'browser, embedded portal',
    command: npm('run', 'test:browser'),
    needs: ['chromium', 'seeds'],
    minutes: 40,
  },
  {
    name: 'bench',
    lane: 'browser',
    title: 'benchmarks at a tiny size',
    command: npm('run', 'test:bench'),
    needs: ['chromium', 'postgres', 'seeds', 'stack', 'wrk'],
    minutes: 20,
  },
  {
    name: 'browser-stack',
    lane: 'browser',
    title: 'browser, two replicas behind nginx',
    command: npm('run', 'test:browser:stack'),
    needs: ['chromium', 'stack'],
    minutes: 20,
  },
];

/** What the stack needs of the machine. */
export const STACK_NEEDS = ['nginx', 'postgres', 'redis'];
