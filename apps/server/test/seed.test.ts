import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { seedDatabase } from "../src/db/seed/index.js";
import { appParams, metadataDocuments, persons, portalMessages, roles } from "../src/db/schema.js";
import { XSRF_SECRET_PARAM } from "../src/platform/app-config/app-params.js";
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
    const documents = await database.db.select().from(metadataDocuments);
    expect(
      documents
        .filter((d) => d.kind === "workflow")
        .map((w) => w.name)
        .sort(),
    ).toEqual(["REQUEST", "RMA", "SITE_SURVEY"]);
    expect((await database.db.select({ n: count() }).from(portalMessages))[0]!.n).toBe(messages);
    expect(await xsrfSecret()).toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [company] = await database.db.select().from(appParams).where(eq(appParams.name, "companyName"));
    expect(company?.value).toBe("Northwind Field Services");
  });

  it("puts every message catalogue key into the portal messages; an edited text survives re-seeding", async () => {
    const english = (key: string) => and(eq(portalMessages.key, key), eq(portalMessages.locale, "en-US"));
    const stored = async () =>
      new Map(
        (
          await database.db
            .select({ key: portalMessages.key, text: portalMessages.text })
            .from(portalMessages)
            .where(eq(portalMessages.locale, "en-US"))
        ).map((row) => [row.key, row.text]),
      );
    await seedDatabase(database, "never");
    const seeded = await stored();
    expect(Object.keys(MESSAGE_CATALOGUE).filter((key) => !seeded.has(key))).toEqual([]);
    for (const [key, text] of Object.entries(MESSAGE_CATALOGUE)) expect(seeded.get(key), key).toBe(text);

    // An administrator's edit stays; a key that went missing comes back with its English default.
    await database.db.update(portalMessages).set({ text: "Hello there!" }).where(english("login_welcome"));
    await database.db.delete(portalMessages).where(english("app_back"));
    await seedDatabase(database, "never");
    const reseeded = await stored();
    expect(reseeded.get("login_welcome")).toBe("Hello there!");
    expect(reseeded.get("app_back")).toBe(MESSAGE_CATALOGUE.app_back);
    await database.db
      .update(portalMessages)
      .set({ text: MESSAGE_CATALOGUE.login_welcome })
      .where(english("login_welcome"));
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
