/*
 * npm run backup [-- FILE]: writes a backup of DATABASE_URL's database (pictures included) and
 * prints the file. npm run restore -- FILE: restores it into DATABASE_URL's empty database.
 * docs/operations.md, "Backups".
 */
import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { backupDatabase, defaultBackupFile, restoreDatabase } from './backup/backup.ts';
import { maskSecrets } from './secrets.ts';

const [command, file] = process.argv.slice(2);
try {
  const { databaseUrl } = loadConfig();
  if (command === 'backup') {
    const target = file ?? defaultBackupFile(databaseUrl);
    await backupDatabase(databaseUrl, target);
    const megabytes = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
    console.log(`Backup written to ${target} (${megabytes} MB).`);
  } else if (command === 'restore') {
    if (!file) throw new Error('Name the backup to restore: npm run restore -- FILE');
    await restoreDatabase(databaseUrl, file);
    console.log(`Restored ${file}. Start the shop as usual (npm start).`);
  } else {
    throw new Error('Use: backup [FILE] | restore FILE');
  }
} catch (error) {
  console.error(maskSecrets(error instanceof Error ? error.message : String(error)));
  process.exit(1);
}
