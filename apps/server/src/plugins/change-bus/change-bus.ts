import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../../db/client.js";

/** Tells every server instance on the same database that something cached has changed. */
export interface ChangeBus {
  /**
   * Call after the writing transaction has committed. This instance's subscribers hear it before
   * the promise settles (a writer reads its own write); the others as soon as the bus carries it.
   */
  publish(topic: string): Promise<void>;
  subscribe(topic: string, handler: () => void): void;
  close(): Promise<void>;
}

/**
 * PGlite lives inside one process, so instances sharing it share one emitter (keyed by the
 * Database object, as two test apps over one PGlite would).
 */
const inProcess = new WeakMap<Database, EventEmitter>();

export function inProcessBus(database: Database): ChangeBus {
  let emitter = inProcess.get(database);
  if (!emitter) {
    const created = new EventEmitter().setMaxListeners(0);
    inProcess.set(database, (emitter = created));
    // What the database itself notifies (a trigger's or a revocation's pg_notify, at commit).
    void database.listen?.(CHANNEL, (topic) => created.emit(topic)).catch(() => undefined);
  }
  const own: [string, () => void][] = [];
  return {
    publish: async (topic) => void emitter.emit(topic),
    subscribe: (topic, handler) => {
      own.push([topic, handler]);
      emitter.on(topic, handler);
    },
    close: async () => {
      for (const [topic, handler] of own) emitter.off(topic, handler);
    },
  };
}

export const CHANNEL = "fsm_changes";

/**
 * PostgreSQL: NOTIFY on a channel, LISTEN on a dedicated connection (pool clients come and go).
 * While that connection is down nobody would hear a change, so every subscriber is told on
 * loss and on reconnect (its cache must not be trusted across the gap).
 */
export async function postgresBus(database: Database, log: (msg: string) => void): Promise<ChangeBus> {
  const emitter = new EventEmitter().setMaxListeners(0);
  const topics = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  const everything = () => topics.forEach((t) => emitter.emit(t));

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: database.connectionString });
    c.on("notification", (n) => n.payload && emitter.emit(n.payload));
    c.on("error", () => undefined);
    c.on("end", () => {
      if (closed) return;
      client = null;
      everything();
      log("change-bus connection lost; reconnecting");
      setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    everything();
  };
  await connect();

  return {
    publish: async (topic) => {
      // Heard here at once; the notification comes back later too (a second clear is harmless).
      emitter.emit(topic);
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
    },
    subscribe: (topic, handler) => {
      topics.add(topic);
      emitter.on(topic, handler);
    },
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
