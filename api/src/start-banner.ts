import type { AppConfig } from './config/app-config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './modules/seed/demo-users.js';

/** What a developer needs after `npm start`: where it runs and how to log in. */
export function printStartBanner(url: string, config: AppConfig): void {
  const shown =
    config.publicUrl ?? url.replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
  const lines = [
    '',
    `  Portal running at ${shown}`,
    `  API docs at ${shown}/api/docs`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded, ${config.dataDir}/db`}`,
    '',
    '  Demo logins (email / password / role):',
    ...DEMO_USERS.map(
      (user) => `    ${user.email.padEnd(22)} ${DEMO_PASSWORD}  ${user.roles.join(', ')}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
