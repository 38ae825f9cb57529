// `npm run bench:recovery`: do recoverypass and forgetemail take as long for an unknown account as
// for a known one? Runs the real app in this process (app.inject: the whole Fastify pipeline, no
// network noise) on a fresh PGlite and, when reachable, a fresh PostgreSQL database; with and
// without SMTP (a local catch-all server, so the outbox sender works in the background). Known and
// unknown requests alternate (and swap order every round) so background work and warm-up fall on
// both alike. Prints median and p90 per side, how much slower the known median is ("p50 diff") and
// the median of the per-pair ratios ("pair diff", steadier on a busy machine); asserts nothing.
// The budget: medians within 5 %.
//
// Env: BENCH_SAMPLES per side (100), BENCH_ENGINES ("PGlite,PostgreSQL"), BENCH_PG_ADMIN
// (postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { ApiPath, XSRF_COOKIE, XSRF_HEADER } from "@fsm/contracts";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { buildApp, type App } from "../apps/server/src/app.js";
import { loadConfig, type AppConfig } from "../apps/server/src/config.js";
import type { EngineName } from "../apps/server/src/db/client.js";
import { prepareDatabase } from "../apps/server/src/db/prepare.js";
import { persons } from "../apps/server/src/db/schema.js";
import { hashPassword } from "../apps/server/src/lib/passwords.js";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = 20;
const ENGINES = (process.env.BENCH_ENGINES ?? "PGlite,PostgreSQL").split(",") as EngineName[];
const ADMIN_URL = process.env.BENCH_PG_ADMIN ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DB = "fsm_bench_recovery";

type Call = { name: string; known: (i: number) => Request; unknown: (i: number) => Request };
type Request = { method: "GET" | "POST"; url: string; payload?: object };

async function startSmtpSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

async function openEngine(engine: EngineName): Promise<{ config: AppConfig; cleanup(): Promise<void> }> {
  const base = { ...loadConfig({}), logLevel: "silent", seedDemo: "never" as const };
  if (engine === "PGlite") {
    const dataDir = mkdtempSync(join(tmpdir(), "fsm-bench-recovery-"));
    return {
      config: { ...base, dataDir, databaseUrl: null },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_DB}`);
  await admin.end();
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${PG_DB}`);
  return {
    config: { ...base, databaseUrl },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A browser's XSRF cookie and header, so the state-changing calls are accepted. */
async function xsrfHeaders(app: App): Promise<Record<string, string>> {
  const res = await app.inject({ method: "GET", url: ApiPath.getConfigData });
  const token = res.cookies.find((c) => c.name === XSRF_COOKIE)!.value;
  return { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER.toLowerCase()]: token };
}

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(app: App, call: Call, headers: Record<string, string>) {
  const time = async (r: Request) => {
    const start = performance.now();
    const res = await app.inject({ ...r, headers, remoteAddress: "10.9.9.9" });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${call.name}: ${res.statusCode} ${res.body}`);
    return ms;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const pair =
      i % 2 === 0
        ? [await time(call.known(i)), await time(call.unknown(i))]
        : [await time(call.unknown(i)), await time(call.known(i))].reverse();
    if (i < WARMUP) continue;
    known.push(pair[0]!);
    unknown.push(pair[1]!);
  }
  return { known, unknown };
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);

async function run(engine: EngineName, smtp: boolean): Promise<void> {
  const { config, cleanup } = await openEngine(engine);
  const sink = smtp ? await startSmtpSink() : null;
  const { database } = await prepareDatabase(config);
  const app = await buildApp(
    { ...config, smtpUrl: sink?.url ?? null },
    {
      database,
      logger: false,
      rateLimits: { factor: 1_000_000 },
    },
  );
  try {
    await app.ready();
    const password = await hashPassword("Bench!2026x");
    const people = await database.db
      .insert(persons)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          email: `known.${i}@bench.test`,
          altEmail: `known.alt.${i}@bench.test`,
          userName: `BENCH${i}`,
          firstName: "Bench",
          lastName: `Person ${i}`,
          roleCode: "CUSTOMER",
          passwordHash: password,
        })),
      )
      .returning();
    const headers = await xsrfHeaders(app);
    const calls: Call[] = [
      {
        name: "recoverypass",
        known: (i) => ({ method: "GET", url: `${ApiPath.recoverPassword}?email=${people[i % 20]!.email}` }),
        unknown: (i) => ({ method: "GET", url: `${ApiPath.recoverPassword}?email=nobody.${i}@bench.test` }),
      },
      {
        name: "forgetemail",
        known: (i) => ({
          method: "POST",
          url: ApiPath.forgetEmail,
          payload: { alt_email_address: people[i % 20]!.altEmail },
        }),
        unknown: (i) => ({
          method: "POST",
          url: ApiPath.forgetEmail,
          payload: { alt_email_address: `nobody.alt.${i}@bench.test` },
        }),
      },
    ];
    for (const call of calls) {
      const { known, unknown } = await measure(app, call, headers);
      const ratio = median(known) / median(unknown);
      // Each pair ran back to back, under the same load: their ratio shrugs off a busy machine.
      const paired = median(known.map((k, i) => k / unknown[i]!));
      const mode = smtp ? "SMTP" : "outbox";
      console.log(
        `${engine.padEnd(10)} ${mode.padEnd(6)} ${call.name.padEnd(12)} ` +
          `${fmt(median(known))} ${fmt(quantile(known, 0.9))} ${fmt(median(unknown))} ${fmt(quantile(unknown, 0.9))} ` +
          `${((ratio - 1) * 100).toFixed(1).padStart(7)} % ${((paired - 1) * 100).toFixed(1).padStart(8)} %`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await sink?.close();
    await cleanup();
  }
}

async function reachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

console.log(`recovery timing, ${SAMPLES} samples per side (after ${WARMUP} warm-up), ms`);
console.log(
  `${"engine".padEnd(10)} ${"mail".padEnd(6)} ${"call".padEnd(12)} ${"known p50".padStart(8)} ${"p90".padStart(8)} ` +
    `${"unkn p50".padStart(8)} ${"p90".padStart(8)} ${"p50 diff".padStart(9)} ${"pair diff".padStart(10)}`,
);
for (const engine of ENGINES) {
  if (engine === "PostgreSQL" && !(await reachable())) {
    console.log(`PostgreSQL at ${ADMIN_URL} not reachable: skipped`);
    continue;
  }
  for (const smtp of [false, true]) await run(engine, smtp);
}
