// The server under test, in its own process as in production (`node dist/main.js`): the real app
// (buildApp) on the bench database, listening on 127.0.0.1. The bench process (run.ts) forks it,
// drives it over HTTP and talks to it over IPC only to capture the SQL one request ran and, for
// PGlite (an engine inside this process), to run queries and the raw SQL loop where the data is.
import { join } from "node:path";
import { tmpdir } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/config.js";
import { pgliteOptions, type Database, type Db } from "../../apps/server/src/db/client.js";
import { CONNECTIONS, measure } from "./measure.js";
import type { Stats } from "./report.js";

export type Statement = { sql: string; params: unknown[] };
export type Command =
  | { id: number; type: "capture" }
  | { id: number; type: "captured" }
  | { id: number; type: "query"; sql: string; params: unknown[] }
  | { id: number; type: "rawLoop"; statements: Statement[]; requests: number }
  | { id: number; type: "cpu" };
/** CPU time this process has used (user + system, ms) and the HTTP requests it has answered. */
/** Process CPU so far (user + kernel, and the kernel part alone) and answers sent. */
export type CpuReading = { cpuMs: number; systemMs: number; responses: number };
export type Answer =
  | { type: "ready"; port: number }
  | { id: number; ok: true; value: Statement[] | unknown[] | Stats | CpuReading | null }
  | { id: number; ok: false; error: string };

const engine = process.env.BENCH_SERVER_ENGINE as "PostgreSQL" | "PGlite";
const target = process.env.BENCH_SERVER_DB!;

let capture: Statement[] | null = null;
const logger = { logQuery: (query: string, params: unknown[]) => void capture?.push({ sql: query, params }) };

let database: Database;
let query: (text: string, params: unknown[]) => Promise<unknown[]>;
if (engine === "PostgreSQL") {
  const pool = new pg.Pool({ connectionString: target, max: CONNECTIONS });
  pool.on("error", () => undefined);
  database = {
    db: drizzlePg({ client: pool, logger }) as unknown as Db,
    engine,
    isNew: false,
    connectionString: target,
    close: () => pool.end(),
  };
  query = async (text, params) => (await pool.query(text, params)).rows;
} else {
  const client = await PGlite.create(target, pgliteOptions);
  database = {
    db: drizzlePglite({ client, logger }) as unknown as Db,
    engine,
    isNew: false,
    close: () => client.close(),
  };
  query = async (text, params) => (await client.query(text, params)).rows;
}

const config = {
  ...loadConfig({}),
  publicUrl: "http://127.0.0.1",
  webDist: join(tmpdir(), "fsm-no-web-dist"),
  logLevel: "silent",
};
const app = await buildApp(config, { database, logger: false, rateLimits: { factor: 100_000 } });
let responses = 0;
app.server.on("request", (_req, res) => res.on("finish", () => void (responses += 1)));
if (process.env.BENCH_DEBUG) {
  // Where an endpoint request spends its time: before the handler (session, XSRF, validation), the handler, the reply.
  const phases = { auth: 0, handler: 0, send: 0, n: 0 };
  const at = new WeakMap<object, number[]>();
  app.addHook("onRequest", async (req) => void at.set(req, [performance.now()]));
  app.addHook("preHandler", async (req) => void at.get(req)?.push(performance.now()));
  app.addHook("onSend", async (req) => void at.get(req)?.push(performance.now()));
  app.addHook("onResponse", async (req) => {
    const t = at.get(req);
    if (!t || t.length < 3) return;
    phases.auth += t[1]! - t[0]!;
    phases.handler += t[2]! - t[1]!;
    phases.send += performance.now() - t[2]!;
    phases.n += 1;
  });
  setInterval(() => {
    if (!phases.n) return;
    const avg = (v: number) => (v / phases.n).toFixed(1);
    console.log(
      `   phases (avg ms): before handler ${avg(phases.auth)}, handler ${avg(phases.handler)}, reply ${avg(phases.send)} over ${phases.n}`,
    );
    Object.assign(phases, { auth: 0, handler: 0, send: 0, n: 0 });
  }, 3000).unref();
}
await app.listen({ host: "127.0.0.1", port: 0 });

async function answer(command: Command): Promise<Answer> {
  switch (command.type) {
    case "capture":
      capture = [];
      return { id: command.id, ok: true, value: null };
    case "captured": {
      const value = capture ?? [];
      capture = null;
      return { id: command.id, ok: true, value };
    }
    case "query":
      return { id: command.id, ok: true, value: await query(command.sql, command.params) };
    case "cpu": {
      const { user, system } = process.cpuUsage();
      return {
        id: command.id,
        ok: true,
        value: { cpuMs: (user + system) / 1000, systemMs: system / 1000, responses },
      };
    }
    case "rawLoop": {
      const run = async () => {
        for (const s of command.statements) await query(s.sql, s.params);
      };
      return { id: command.id, ok: true, value: await measure(run, command.requests) };
    }
  }
}

process.on("message", (command: Command) => {
  answer(command)
    .catch((e: Error): Answer => ({ id: command.id, ok: false, error: e.message }))
    .then((a) => process.send!(a));
});
// The bench process closing the channel is the signal to stop.
process.on("disconnect", () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
process.send!({ type: "ready", port: (app.server.address() as { port: number }).port } satisfies Answer);
