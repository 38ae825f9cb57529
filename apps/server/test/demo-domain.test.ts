import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import {
  assets,
  codeValues,
  companies,
  products,
  requestNotes,
  requestStatuses,
  rmaLines,
  rmas,
  serviceRequests,
  sites,
} from "../src/db/schema.js";
import { seedDatabase } from "../src/db/seed/index.js";
import { engines, openTestDatabase } from "./support/harness.js";

describe.each(engines)("demo business data (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database?.close());

  it("is large enough to feel real", async () => {
    const n = async (t: typeof sites | typeof assets | typeof serviceRequests | typeof rmas) =>
      (await database.db.select({ n: count() }).from(t))[0]!.n;
    expect((await database.db.select().from(companies)).length).toBeGreaterThanOrEqual(2);
    expect(await n(sites)).toBeGreaterThanOrEqual(30);
    expect(await n(assets)).toBeGreaterThanOrEqual(100);
    expect(await n(serviceRequests)).toBeGreaterThanOrEqual(500);
    expect(await n(rmas)).toBeGreaterThanOrEqual(100);
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBeGreaterThanOrEqual(20);
    expect((await database.db.select({ n: count() }).from(requestNotes))[0]!.n).toBeGreaterThanOrEqual(500);
    expect((await database.db.select({ n: count() }).from(rmaLines))[0]!.n).toBeGreaterThanOrEqual(100);
  });

  it("spreads requests over every status and over both companies", async () => {
    const byStatus = await database.db
      .select({ status: serviceRequests.status, n: count() })
      .from(serviceRequests)
      .groupBy(serviceRequests.status);
    const statuses = await database.db.select().from(requestStatuses);
    expect(byStatus.map((s) => s.status).sort()).toEqual(statuses.map((s) => s.code).sort());
    const byCompany = await database.db
      .select({ company: serviceRequests.companyId, n: count() })
      .from(serviceRequests)
      .groupBy(serviceRequests.companyId);
    expect(byCompany.length).toBeGreaterThanOrEqual(2);
  });

  it("does not duplicate anything when seeded again", async () => {
    const before = (await database.db.select({ n: count() }).from(serviceRequests))[0]!.n;
    const codes = (await database.db.select({ n: count() }).from(codeValues))[0]!.n;
    await seedDatabase(database, "always");
    expect((await database.db.select({ n: count() }).from(serviceRequests))[0]!.n).toBe(before);
    expect((await database.db.select({ n: count() }).from(codeValues))[0]!.n).toBe(codes);
  });
});
