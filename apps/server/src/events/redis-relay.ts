import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { EventBus, EventRelay } from './event-bus.ts';
import type { EventName } from './domain-events.ts';

/** The Redis channel the server processes of one shop share. */
export const RELAY_CHANNEL = 'haat:events';

/** How long a publish may take before it is given up (the caches' 5 s bound then holds). */
const PUBLISH_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

interface Message {
  from: string;
  name: EventName;
  key: string;
  part: unknown;
}

type Log = {
  warn(obj: unknown, message: string): void;
  error(obj: unknown, message: string): void;
};

function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.from === 'string' &&
    typeof message.name === 'string' &&
    typeof message.key === 'string' &&
    'part' in message
  );
}

/**
 * Carries what the every-process subscribers read (the caches that forget) to the other server
 * processes over Redis pub/sub, and hands what they publish to this process's bus
 * (docs/decisions/185-events-to-every-process.md). Two connections: a subscribed connection can
 * only listen. A message from this process comes back too and is skipped by its `from`.
 *
 * Pub/sub delivers to the processes connected at the moment; one that was away misses changes,
 * and its caches fall back to their own 5 s lifetime.
 */
export class RedisRelay implements EventRelay {
  readonly #id = crypto.randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;

  constructor(
    url: string,
    private readonly bus: EventBus,
    private readonly log: Log,
  ) {
    const options = {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
    };
    this.#publisher = new Redis(url, {
      ...options,
      enableOfflineQueue: false,
      commandTimeout: PUBLISH_TIMEOUT_MS,
    });
    // The subscriber reconnects and subscribes again by itself after Redis comes back.
    this.#subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
    // Errors surface on the commands; ioredis reconnects by itself.
    this.#publisher.on('error', () => undefined);
    this.#subscriber.on('error', () => undefined);
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel === RELAY_CHANNEL) void this.#deliver(text);
    });
  }

  /** Connects both ends and subscribes; throws (the start stops) when Redis does not answer. */
  async connect(): Promise<void> {
    await this.#publisher.connect();
    await this.#subscriber.connect();
    await this.#subscriber.subscribe(RELAY_CHANNEL);
  }

  async send(name: EventName, key: string, part: unknown): Promise<void> {
    const message: Message = { from: this.#id, name, key, part };
    try {
      await this.#publisher.publish(RELAY_CHANNEL, JSON.stringify(message));
    } catch (error) {
      this.log.warn({ err: error, event: name }, 'event relay: could not publish to Redis');
    }
  }

  async #deliver(text: string): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      message = null;
    }
    if (!isMessage(message)) {
      this.log.warn({ text: text.slice(0, 200) }, 'event relay: ignored a message not of ours');
      return;
    }
    if (message.from === this.#id) return;
    const known = await this.bus.receive(message.name, message.key, message.part);
    if (!known) this.log.warn({ event: message.name, key: message.key }, 'event relay: unknown');
  }

  async close(): Promise<void> {
    this.#publisher.disconnect();
    this.#subscriber.disconnect();
  }
}
