import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../test/support/harness.js";
import type { Database } from "../client.js";
import { writeMessages } from "../../engine/messages/message-writes.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
import { portalMessages } from "../../platform/messages/portal-messages.table.js";
import { seedBaseline } from "./baseline.seed.js";

/*
 * A message's default text changes in the code: databases seeded before must show the new text
 * where nobody edited it, and keep every administrator's edit.
 */
describe.each(engines)("message defaults on an older database (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => database?.close());

  const row = async (key: string) =>
    (
      await database.db
        .select()
        .from(portalMessages)
        .where(and(eq(portalMessages.key, key), eq(portalMessages.locale, "en-US")))
    )[0]!;
  /** The row as an earlier release left it. */
  const storeAs = (key: string, text: string, seededText: string | null, updatedAt = new Date(0)) =>
    database.db
      .update(portalMessages)
      .set({ text, seededText, updatedAt })
      .where(and(eq(portalMessages.key, key), eq(portalMessages.locale, "en-US")));

  it("replaces a default nobody edited, and tells clients to refresh", async () => {
    await storeAs("lobby_empty_title", "An old default", "An old default");
    await seedBaseline(database.db);
    const after = await row("lobby_empty_title");
    expect(after.text).toBe(MESSAGE_CATALOGUE.lobby_empty_title);
    expect(after.seededText).toBe(MESSAGE_CATALOGUE.lobby_empty_title);
    expect(after.updatedAt.getTime()).toBeGreaterThan(0);
  });

  it("keeps a text an administrator edited, whatever the new default", async () => {
    await storeAs("lobby_by", "by {actor} (edited)", "An old default");
    await seedBaseline(database.db);
    expect((await row("lobby_by")).text).toBe("by {actor} (edited)");
    // An edit made in the portal after the seed survives the next start too.
    await writeMessages(database.db, null, { blog_preview: "Look before publishing" });
    await seedBaseline(database.db);
    expect((await loadMessages(database.db)).blog_preview).toBe("Look before publishing");
  });

  it("adopts a row from before the seed recorded its text only when it equals today's default", async () => {
    await storeAs("blog_publish_now", MESSAGE_CATALOGUE.blog_publish_now, null);
    await storeAs("blog_schedule", "Plan it", null);
    await seedBaseline(database.db);
    const adopted = await row("blog_publish_now");
    expect(adopted).toMatchObject({
      text: MESSAGE_CATALOGUE.blog_publish_now,
      seededText: MESSAGE_CATALOGUE.blog_publish_now,
    });
    // Nothing visible changed, so clients have nothing to refresh.
    expect(adopted.updatedAt.getTime()).toBe(0);
    expect(await row("blog_schedule")).toMatchObject({ text: "Plan it", seededText: null });
  });

  it("adds a key the database has never had", async () => {
    await database.db.delete(portalMessages).where(eq(portalMessages.key, "blog_check_title"));
    await seedBaseline(database.db);
    expect(await row("blog_check_title")).toMatchObject({ text: MESSAGE_CATALOGUE.blog_check_title });
  });
});
