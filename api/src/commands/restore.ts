// `npm run restore -w api -- <archive.tar.gz>`: an archive of `npm run backup` into a fresh
// DATA_DIR (embedded) or an empty database (DATABASE_URL).
import { restore } from '../backup/restore.js';
import { runCommand } from './run-command.js';

runCommand('restore <archive.tar.gz>', async (config, archive) => {
  await restore(config, archive);
  return `Restored ${archive} into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`;
});
