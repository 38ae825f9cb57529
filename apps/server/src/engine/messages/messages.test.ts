import { ApiPath, DocumentsPath } from "@fsm/contracts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { eventually, secondInstance } from "../../../test/support/second-instance.js";
import { seedBaseline } from "../../db/seed/baseline.seed.js";
import { lastMessageRefresh } from "../../platform/messages/messages.repository.js";
import { metadataRevisions } from "../documents/documents.table.js";
import { routePath } from "../documents/documents.test-support.js";

const english = { kind: "messages", name: "en-US" };

describe.each(engines)("the messages document kind (%s)", (engine) => {
  let t: TestApp;
  let second: App;
  let designer: TestClient;
  let customerOnSecond: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    second = await secondInstance(t);
    designer = await signedIn(t.app, DEMO.designer.email);
    customerOnSecond = await signedIn(second, DEMO.customer.email);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const shown = async () => (await customerOnSecond.get(ApiPath.portalMessages)).json();

  it("holds every seeded message of a locale in one document", async () => {
    const doc = (await designer.get(routePath(DocumentsPath.document, english))).json();
    expect(doc.document.locale).toBe("en-US");
    expect(doc.document.messages.login_welcome).toBe("Welcome!");
    expect(Object.keys(doc.document.messages).length).toBe(Object.keys((await shown()).messages).length);
  });

  it("shows a change written through the store everywhere, and a revert restores it", async () => {
    const before = await shown();
    const current = (await designer.get(routePath(DocumentsPath.document, english))).json();
    const clears = second.screenCache.clears;
    const messages = { ...current.document.messages, login_welcome: "Hello there!" };
    const res = await designer.post(routePath(DocumentsPath.list, { kind: "messages" }), {
      document: { ...current.document, messages },
      baseRevision: current.revision,
    });
    expect(res.statusCode).toBe(200);
    // spec §4: a message change clears the screen cache of every instance.
    await eventually(() => second.screenCache.clears > clears);
    const after = await shown();
    expect(after.messages.login_welcome).toBe("Hello there!");
    expect(Date.parse(after.last_message_cache_refresh_time)).toBeGreaterThan(
      Date.parse(before.last_message_cache_refresh_time),
    );
    const diff = await designer.get(routePath(DocumentsPath.diff, english), {
      query: { from: String(current.revision), to: String(current.revision + 1) },
    });
    expect(diff.json().changes).toEqual([
      { path: "/messages/login_welcome", before: "Welcome!", after: "Hello there!" },
    ]);
    await designer.post(routePath(DocumentsPath.revert, english), { revision: current.revision });
    expect((await shown()).messages.login_welcome).toBe("Welcome!");
  });

  it("keeps a translation in its own locale's document", async () => {
    const res = await designer.post(routePath(DocumentsPath.list, { kind: "messages" }), {
      document: { formatVersion: 1, locale: "de-DE", messages: { login_welcome: "Willkommen!" } },
    });
    expect(res.statusCode).toBe(200);
    const german = (
      await designer.get(routePath(DocumentsPath.published, { kind: "messages", name: "de-DE" }))
    ).json();
    expect(german.document.messages).toEqual({ login_welcome: "Willkommen!" });
  });

  it("refuses a bad key or locale with 400 at its path", async () => {
    const res = await designer.post(routePath(DocumentsPath.list, { kind: "messages" }), {
      document: { formatVersion: 1, locale: "German", messages: { "bad key": "x" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(["locale", "messages.bad key"]);
  });

  it("writes nothing when the portal restarts with nothing changed", async () => {
    const revisions = async () => (await t.db.select({ n: count() }).from(metadataRevisions))[0]!.n;
    const before = { revisions: await revisions(), refreshed: await lastMessageRefresh(t.db) };
    await t.db.transaction((tx) => seedBaseline(tx));
    expect({ revisions: await revisions(), refreshed: await lastMessageRefresh(t.db) }).toEqual(before);
  });
});
