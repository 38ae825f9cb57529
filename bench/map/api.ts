// The map's API at 10,000 sites: GET /api/map/sites through the real app (in process, inject) on
// an in-memory PGlite migrated and seeded with the demo data plus BENCH_MAP_SITES generated sites
// (default 10,000) for the demo companies. Prints the answer's time (p50, p95, max over 20 runs
// after 3 warm-ups) and size, as staff (every site) and as a customer (its company's); asserts nothing.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { MapPath, type TMapSitesResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/config.js";
import { pgliteOptions, wrapPglite } from "../../apps/server/src/db/client.js";
import { runMigrations } from "../../apps/server/src/db/migrate.js";
import { seedDatabase } from "../../apps/server/src/db/seed/index.js";
import { TestClient } from "../../apps/server/test/support/client.js";

const COUNT = Number(process.env.BENCH_MAP_SITES ?? 10_000);
const RUNS = 20;

const database = wrapPglite(await PGlite.create(pgliteOptions), true);
const config = { ...loadConfig({}), webDist: join(tmpdir(), "fsm-no-web-dist"), logLevel: "silent" };
await runMigrations(database, config.migrationsDir);
await seedDatabase(database, "always");
// Sites spread over the demo companies, around the globe, one in ten without coordinates.
await database.db.execute(sql`
  insert into sites (company_id, name, address, city, postal_code, country, latitude, longitude)
  select c.ids[1 + (g % array_length(c.ids, 1))], 'Bench site ' || g, g || ' Bench Road', 'Bench City',
         '00000', 'US',
         case when g % 10 = 0 then null else -60 + (g * 7919 % 12000) / 100.0 end,
         case when g % 10 = 0 then null else -180 + (g * 104729 % 36000) / 100.0 end
  from generate_series(1, ${COUNT}) g, (select array_agg(id order by id) as ids from companies) c`);
await database.db.execute(sql`analyze`);

const app = await buildApp(config, { database, logger: false, rateLimits: { factor: 100_000 } });
await app.ready();

async function measure(label: string, email: string) {
  const client = new TestClient(app);
  await client.signIn(email, "Demo!2026");
  const times: number[] = [];
  let body = "";
  for (let i = 0; i < RUNS + 3; i += 1) {
    const t0 = performance.now();
    const res = await client.get(MapPath.sites);
    if (i >= 3) times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    body = res.body;
  }
  times.sort((a, b) => a - b);
  const sites = (JSON.parse(body) as TMapSitesResponse).sites.length;
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `${label.padEnd(10)}${String(sites).padStart(7)}${at(0.5).toFixed(1).padStart(9)} ms${at(0.95).toFixed(1).padStart(9)} ms${times.at(-1)!.toFixed(1).padStart(9)} ms${kb(body.length).padStart(10)}${kb(gzipSync(body).length).padStart(9)}`,
  );
}

console.log(
  `\nGET ${MapPath.sites} on PGlite (in process), demo data + ${COUNT.toLocaleString("en")} sites\n`,
);
console.log("caller      sites      p50          p95          max      JSON     gzip");
await measure("staff", "staff@demo.test");
await measure("customer", "customer@demo.test");
await app.close();
await database.close();
