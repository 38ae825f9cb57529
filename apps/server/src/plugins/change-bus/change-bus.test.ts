import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../test/support/harness.js";
import type { Database } from "../../db/client.js";
import { CHANNEL, inProcessBus, postgresBus, type ChangeBus } from "./change-bus.js";

async function eventually(check: () => boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("in-process change bus (PGlite)", () => {
  it("reaches every subscriber on the same database, and only there", async () => {
    const a = { engine: "PGlite" } as Database;
    const b = { engine: "PGlite" } as Database;
    const [one, two, other] = [inProcessBus(a), inProcessBus(a), inProcessBus(b)];
    const seen: string[] = [];
    two.subscribe("screens", () => seen.push("two"));
    other.subscribe("screens", () => seen.push("other"));
    await one.publish("screens");
    expect(seen).toEqual(["two"]);
    await two.close();
    await one.publish("screens");
    expect(seen).toEqual(["two"]);
  });
});

describe.skipIf(!engines.includes("PostgreSQL"))("PostgreSQL change bus", () => {
  let database: Database;
  let listener: ChangeBus;
  let publisher: ChangeBus;
  let heard = 0;
  beforeAll(async () => {
    database = await openTestDatabase("PostgreSQL");
    listener = await postgresBus(database, () => undefined);
    publisher = await postgresBus(database, () => undefined);
    listener.subscribe("screens", () => (heard += 1));
  });
  afterAll(async () => {
    await listener?.close();
    await publisher?.close();
    await database?.close();
  });

  it("carries a NOTIFY to the other connection", async () => {
    const before = heard;
    await publisher.publish("screens");
    await eventually(() => heard > before);
  });

  it("tells its own instance before publish settles (a writer reads its own write)", async () => {
    let own = 0;
    publisher.subscribe("own-write", () => (own += 1));
    await publisher.publish("own-write");
    expect(own).toBeGreaterThan(0);
  });

  it("tells subscribers when its connection drops, reconnects, and hears changes again", async () => {
    const before = heard;
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${CHANNEL}`}`,
    );
    // Lost (caches must not be trusted) and reconnected (tell again): at least two calls.
    await eventually(() => heard >= before + 2);
    const afterReconnect = heard;
    await publisher.publish("screens");
    await eventually(() => heard > afterReconnect);
    expect(heard).toBeGreaterThan(afterReconnect);
  });
});
