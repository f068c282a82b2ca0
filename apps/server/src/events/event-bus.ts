import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { DomainEvents, EventName } from './domain-events.ts';

/** Runs inside the change's transaction, on its handle: its writes commit or roll back with it. */
export type InTransactionSubscriber<K extends EventName> = (
  event: DomainEvents[K],
  trx: Transaction<Database>,
) => Promise<void>;

/** Runs once the change has committed, before the request that made it is answered. */
export type AfterCommitSubscriber<K extends EventName> = (
  event: DomainEvents[K],
) => void | Promise<void>;

/**
 * A subscriber that must run in every server process (a cache that forgets): it reads only the
 * part of the event `select` picks, which is what travels to the other processes, so no
 * contact data leaves the process that made the change.
 */
interface EveryProcessSubscription {
  key: string;
  select: (event: never) => unknown;
  run: (part: never) => void | Promise<void>;
}

/** Carries what every-process subscribers read to the other processes (events/redis-relay.ts). */
export interface EventRelay {
  send(name: EventName, key: string, part: unknown): Promise<void>;
}

/** What a unit of work gets: its transaction, and the way to say what happened in it. */
export interface Unit {
  trx: Transaction<Database>;
  /** Runs the in-transaction subscribers now; the after-commit ones wait for the commit. */
  publish<K extends EventName>(name: K, event: DomainEvents[K]): Promise<void>;
}

/**
 * The app's one event bus (docs/architecture.md, "Event bus"), made by buildApp. Services run
 * their writes through `transaction` and publish what happened; the outbox, caches and, later,
 * stats and metrics subscribe, so the service names none of them.
 *
 * What must be true exactly when the change is (an outbox row for a mail) subscribes
 * `inTransaction`: a subscriber that fails fails the change. Everything else (emptying a
 * cache) subscribes `afterCommit`: it runs only for a change that committed, and before the
 * service returns, so the request's own reply and anything asked after it see the change. A
 * failure there is logged: the change stands and the caller gets its answer.
 */
export class EventBus {
  // By event name; a list holds only subscribers of its name (the one cast is on reading).
  readonly #inTransaction = new Map<EventName, InTransactionSubscriber<never>[]>();
  readonly #afterCommit = new Map<EventName, AfterCommitSubscriber<never>[]>();
  readonly #everyProcess = new Map<EventName, EveryProcessSubscription[]>();
  #relay: EventRelay | null = null;

  constructor(private readonly log: { error(obj: unknown, message: string): void }) {}

  inTransaction<K extends EventName>(name: K, subscriber: InTransactionSubscriber<K>): void {
    this.#inTransaction.set(name, [...(this.#inTransaction.get(name) ?? []), subscriber]);
  }

  afterCommit<K extends EventName>(name: K, subscriber: AfterCommitSubscriber<K>): void {
    this.#afterCommit.set(name, [...(this.#afterCommit.get(name) ?? []), subscriber]);
  }

  /**
   * Like an after-commit subscriber, and also run in every other server process when a relay
   * carries the events there (Redis pub/sub with REDIS_URL: docs/decisions/185-events-to-every-process.md).
   * `key` names the subscription among those of the event, the same in every process.
   */
  everyProcess<K extends EventName, P>(
    name: K,
    key: string,
    select: (event: DomainEvents[K]) => P,
    run: (part: P) => void | Promise<void>,
  ): void {
    const list = this.#everyProcess.get(name) ?? [];
    if (list.some((subscription) => subscription.key === key)) {
      throw new Error(`"${name}" already has an every-process subscriber "${key}"`);
    }
    const subscription = { key, select, run } as EveryProcessSubscription;
    this.#everyProcess.set(name, [...list, subscription]);
  }

  /** From now on, what every-process subscribers read goes to the other processes too. */
  relayTo(relay: EventRelay | null): void {
    this.#relay = relay;
  }

  /** Runs every-process subscriber `key` of `name` for a change another process made. */
  async receive(name: EventName, key: string, part: unknown): Promise<boolean> {
    const subscription = this.#everyProcess.get(name)?.find((each) => each.key === key);
    if (!subscription) return false;
    try {
      await subscription.run(part as never);
    } catch (error) {
      this.log.error({ err: error, event: name, key }, 'event bus: a relayed subscriber failed');
    }
    return true;
  }

  /**
   * Runs `work` in a transaction of `db` (on SQLite the one connection is held until it ends:
   * everything inside goes through `unit.trx`). A publish that fails rolls the whole unit
   * back, even when `work` caught the error; after the commit, the after-commit subscribers
   * of every event published run in the order the events were.
   */
  async transaction<T>(db: Db, work: (unit: Unit) => Promise<T>): Promise<T> {
    const committed: (() => Promise<void>)[] = [];
    const result = await db.kysely.transaction().execute(async (trx) => {
      const publishing: Promise<void>[] = [];
      const failures: unknown[] = [];
      let open = true;
      const unit: Unit = {
        trx,
        publish: (name, event) => {
          if (!open) return Promise.reject(new Error(`"${name}" published after its unit ended`));
          committed.push(() => this.#afterCommitOf(name, event));
          const running = this.#inTransactionOf(name, event, trx).catch((error: unknown) => {
            failures.push(error);
            throw error;
          });
          publishing.push(running.catch(() => undefined));
          return running;
        },
      };
      try {
        const value = await work(unit);
        await Promise.all(publishing);
        if (failures.length > 0) throw failures[0];
        return value;
      } finally {
        open = false;
        // A publish nobody awaited still ends inside the transaction, whatever `work` did.
        await Promise.all(publishing);
      }
    });
    for (const run of committed) await run();
    return result;
  }

  async #inTransactionOf<K extends EventName>(
    name: K,
    event: DomainEvents[K],
    trx: Transaction<Database>,
  ): Promise<void> {
    const subscribers = (this.#inTransaction.get(name) ?? []) as InTransactionSubscriber<K>[];
    for (const subscriber of subscribers) await subscriber(event, trx);
  }

  async #afterCommitOf<K extends EventName>(name: K, event: DomainEvents[K]): Promise<void> {
    const subscribers = (this.#afterCommit.get(name) ?? []) as AfterCommitSubscriber<K>[];
    for (const subscriber of subscribers) {
      try {
        await subscriber(event);
      } catch (error) {
        this.log.error({ err: error, event: name }, 'event bus: an after-commit subscriber failed');
      }
    }
    for (const subscription of this.#everyProcess.get(name) ?? []) {
      try {
        const part = subscription.select(event as never);
        await subscription.run(part as never);
        // A relay that fails is logged: the other processes' caches then expire on their own.
        await this.#relay?.send(name, subscription.key, part);
      } catch (error) {
        this.log.error(
          { err: error, event: name, key: subscription.key },
          'event bus: an every-process subscriber failed',
        );
      }
    }
  }
}
