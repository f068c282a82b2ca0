import { loadConfig } from './config.ts';
import { openDatabase } from './start.ts';

try {
  const db = await openDatabase(loadConfig());
  await db.close();
  console.log('Database is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
