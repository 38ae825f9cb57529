import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/db/seed/index.js";
import { appParams, persons, portalMessages, roles, workflows } from "../src/db/schema.js";
import { XSRF_SECRET_PARAM } from "../src/modules/app-config/app-params.js";
import { engines, openTestDatabase } from "./support/harness.js";
import type { Database } from "../src/db/client.js";

describe.each(engines)("seeding (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database?.close());

  const demoPersons = async () =>
    (await database.db.select({ n: count() }).from(persons).where(like(persons.email, "%@demo.test")))[0]!.n;
  const xsrfSecret = async () =>
    (await database.db.select().from(appParams).where(eq(appParams.name, XSRF_SECRET_PARAM)))[0]?.value;

  it("re-seeds the baseline idempotently without overwriting what was configured", async () => {
    const secret = await xsrfSecret();
    const messages = (await database.db.select({ n: count() }).from(portalMessages))[0]!.n;
    await seedDatabase(database, "never");
    await seedDatabase(database, "never");
    expect(await database.db.select().from(roles)).toHaveLength(4);
    expect((await database.db.select().from(workflows)).map((w) => w.name).sort()).toEqual([
      "REQUEST",
      "RMA",
      "SITE_SURVEY",
    ]);
    expect((await database.db.select({ n: count() }).from(portalMessages))[0]!.n).toBe(messages);
    expect(await xsrfSecret()).toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [company] = await database.db.select().from(appParams).where(eq(appParams.name, "companyName"));
    expect(company?.value).toBe("Northwind Field Services");
  });

  it("puts demo accounts (known passwords) only into a new embedded database or with SEED_DEMO=1", async () => {
    await database.db.delete(persons).where(like(persons.email, "%@demo.test"));
    expect(await seedDatabase({ ...database, isNew: false }, "auto")).toEqual({ demo: false });
    expect(await demoPersons()).toBe(0);
    // A "new" PostgreSQL database is still production: no demo data unless asked.
    const freshDemo = await seedDatabase({ ...database, isNew: true }, "auto");
    expect(freshDemo.demo).toBe(engine === "PGlite");
    expect(await demoPersons()).toBe(engine === "PGlite" ? 4 : 0);
    await seedDatabase(database, "always");
    await seedDatabase(database, "always");
    expect(await demoPersons()).toBe(4);
  });
});
