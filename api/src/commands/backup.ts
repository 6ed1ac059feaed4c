// `npm run backup -w api -- <archive.tar.gz>`: the database and files of this configuration
// (DATA_DIR, DATABASE_URL) in one archive.
import { backUp } from '../backup/backup.js';
import { runCommand } from './run-command.js';

runCommand('backup <archive.tar.gz>', async (config, archive) => {
  await backUp(config, archive);
  return `Backup written to ${archive}`;
});
