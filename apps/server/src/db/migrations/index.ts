import type { Migration } from 'kysely';
import * as initial from './20261121120000_initial.ts';

/** Every migration, by name; Kysely applies them in name order. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261121120000_initial': initial,
};
