import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { sqliteFile } from '../db/connect.ts';
import { SQLite } from '../db/sqlite-driver.ts';
import { maskSecrets, maskUrl } from '../secrets.ts';

/**
 * Backups of the whole shop (docs/decisions/188-backup-and-restore.md): the database holds
 * everything, pictures included (decision 023), so a backup is one file.
 * - SQLite: a copy made through SQLite's online backup API (better-sqlite3's `backup`), a
 *   consistent snapshot while the shop runs; the file is itself a SQLite database.
 * - PostgreSQL: `pg_dump` in custom format; restored with `pg_restore`.
 * A restore goes only into an empty database, so it can never mix two shops.
 */
export type BackupKind = 'sqlite' | 'postgres';

const SQLITE_MAGIC = 'SQLite format 3\0';
const PGDUMP_MAGIC = 'PGDMP';

function isPostgres(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** What a backup file holds, read from its first bytes; null when it is neither. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === SQLITE_MAGIC) return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === PGDUMP_MAGIC) return 'postgres';
  return null;
}

/** Runs a PostgreSQL client tool; rejects with its own words (passwords masked). */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} is not installed (Debian: apt-get install postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed: ${maskSecrets(said.trim()) || `exit ${code}`}`)),
    );
  });
}

/** The default file of a backup made now: backups/haat-<kind>-<UTC time>.<db|pgdump>. */
export function defaultBackupFile(databaseUrl: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const kind = isPostgres(databaseUrl) ? 'postgres' : 'sqlite';
  return path.resolve('backups', `haat-${kind}-${stamp}.${kind === 'postgres' ? 'pgdump' : 'db'}`);
}

/** Writes a backup of the database at `databaseUrl` to `file` (its folder is made). */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (isPostgres(databaseUrl)) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    return;
  }
  const source = sqliteFile(databaseUrl);
  if (source === ':memory:' || !fs.existsSync(source)) {
    throw new Error(`There is no SQLite database at ${source} to back up.`);
  }
  const sqlite = new SQLite(source, { fileMustExist: true });
  try {
    await sqlite.backup(file);
  } finally {
    sqlite.close();
  }
}

/** Tables in the database other than SQLite's own; none means empty. */
async function tablesIn(databaseUrl: string): Promise<string[]> {
  if (isPostgres(databaseUrl)) {
    const kysely = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }),
      }),
    });
    try {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'public'`.execute(kysely);
      return rows.map((row) => row.name);
    } finally {
      await kysely.destroy();
    }
  }
  const file = sqliteFile(databaseUrl);
  if (!fs.existsSync(file)) return [];
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const rows = sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    return rows.map((row) => row.name);
  } finally {
    sqlite.close();
  }
}

/** Restores `file` into the empty database at `databaseUrl` (of the backup's kind). */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<BackupKind> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file at ${file}.`);
  const kind = backupKindOf(file);
  if (!kind) {
    throw new Error(`${file} is not a Haat backup (neither a SQLite file nor a pg_dump archive).`);
  }
  const target: BackupKind = isPostgres(databaseUrl) ? 'postgres' : 'sqlite';
  if (kind !== target) {
    throw new Error(
      `${file} is a ${kind} backup but DATABASE_URL is ${target}; restore it into a ${kind} database.`,
    );
  }
  const existing = await tablesIn(databaseUrl);
  if (existing.length > 0) {
    throw new Error(
      `The database at ${maskUrl(databaseUrl)} is not empty (${existing.length} tables); ` +
        'restore into a new, empty database so two shops are never mixed.',
    );
  }
  if (kind === 'postgres') {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      file,
    ]);
    return kind;
  }
  const destination = sqliteFile(databaseUrl);
  fs.mkdirSync(path.dirname(path.resolve(destination)), { recursive: true });
  for (const leftover of [`${destination}-wal`, `${destination}-shm`])
    fs.rmSync(leftover, { force: true });
  fs.copyFileSync(file, destination);
  return kind;
}
