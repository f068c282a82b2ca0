import type { QueryClient } from '@tanstack/react-query';
import { PERSIST, ROLES, type SessionUser } from '@haat/contracts';
import { cartQueries } from './cart';
import { sessionQueries, startSession } from './session';

/**
 * The signed-in user and the cart count are kept on the device (docs/product.md, "Session")
 * under one key for `root`, version 1, so that after a reload they show with the first
 * render, before any answer from the network; nothing else is kept, and sign-out clears them
 * (docs/decisions/113-persisted-session.md).
 */
export const STORAGE_KEY = `haat:${PERSIST.key}`;

/** Where the previous version of the app kept them; read once, then removed. */
export const OLD_STORAGE_KEY = `persist:${PERSIST.key}`;

/** What is stored under STORAGE_KEY. */
export interface StoredSession {
  version: number;
  user: SessionUser;
  cartCount: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The session user's fields, if `value` has them all (any others are left behind). */
function sessionUserOf(value: unknown): SessionUser | null {
  if (!isObject(value)) return null;
  const { _id, firstName, lastName, email, phone, role, agentId } = value;
  const valid =
    typeof _id === 'string' &&
    typeof firstName === 'string' &&
    typeof lastName === 'string' &&
    isTextOrNull(email) &&
    isTextOrNull(phone) &&
    ROLES.some((known) => known === role) &&
    isTextOrNull(agentId);
  return valid ? ({ _id, firstName, lastName, email, phone, role, agentId } as SessionUser) : null;
}

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/** The stored session of this version, or null for anything else. */
function readCurrent(text: string): Omit<StoredSession, 'version'> | null {
  const stored: unknown = JSON.parse(text);
  if (!isObject(stored) || stored.version !== PERSIST.version) return null;
  const user = sessionUserOf(stored.user);
  return user ? { user, cartCount: countOf(stored.cartCount) } : null;
}

/**
 * The previous version's format: each kept slice as JSON text inside the JSON of the whole,
 * the user slice as `{ currentUser, … }`, and `_persist` with the version.
 */
function readOld(text: string): Omit<StoredSession, 'version'> | null {
  const stored: unknown = JSON.parse(text);
  if (!isObject(stored) || typeof stored._persist !== 'string') return null;
  const meta: unknown = JSON.parse(stored._persist);
  if (!isObject(meta) || meta.version !== PERSIST.version) return null;
  const slice: unknown = typeof stored.user === 'string' ? JSON.parse(stored.user) : null;
  const user = isObject(slice) ? sessionUserOf(slice.currentUser) : null;
  if (!user) return null;
  const count: unknown = typeof stored.cartCount === 'string' ? JSON.parse(stored.cartCount) : 0;
  return { user, cartCount: countOf(count) };
}

/** `read(text)` of the item at `key`, or null when it is missing or cannot be read. */
function readItem<T>(storage: Storage, key: string, read: (text: string) => T | null): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return read(text);
  } catch {
    return null;
  }
}

/** Stores the session as the cache has it now, or removes it when nobody is signed in. */
function save(client: QueryClient, storage: Storage) {
  const user = sessionUserOf(client.getQueryData(sessionQueries.user().queryKey));
  if (!user) {
    storage.removeItem(STORAGE_KEY);
    return;
  }
  const stored: StoredSession = {
    version: PERSIST.version,
    user,
    cartCount: client.getQueryData(cartQueries.count(user._id).queryKey) ?? 0,
  };
  storage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/**
 * Puts the stored session into `client` before the first render: local storage answers at
 * once, so nothing waits for it. What the previous version stored is read this once and
 * removed; what cannot be read is dropped, never an error.
 */
export function restoreSession(client: QueryClient, storage: Storage): void {
  let stored = readItem(storage, STORAGE_KEY, readCurrent);
  if (storage.getItem(OLD_STORAGE_KEY) !== null) {
    stored ??= readItem(storage, OLD_STORAGE_KEY, readOld);
    storage.removeItem(OLD_STORAGE_KEY);
  }
  if (!stored) {
    storage.removeItem(STORAGE_KEY);
    return;
  }
  startSession(client, stored.user);
  client.setQueryData(cartQueries.count(stored.user._id).queryKey, stored.cartCount);
  save(client, storage);
}

/**
 * Keeps the stored session in step with the cache: each change of the session or of a cart
 * count is written at once (a sign-out must not survive a reload). Returns the unsubscribe.
 */
export function persistSession(client: QueryClient, storage: Storage): () => void {
  const session = sessionQueries.user().queryKey[0];
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    const [root, part] = event.query.queryKey;
    if (root === session || part === 'count') save(client, storage);
  });
}
