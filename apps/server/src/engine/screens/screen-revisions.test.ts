import { MetadataPath, type TScreenResponse, type TScreenRevision } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persons } from "../../db/schema.js";
import { eq } from "drizzle-orm";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { jsonDiff } from "../documents/json-diff.js";
import { postMetadata, sitesScreen } from "./screens.test-support.js";

describe("jsonDiff", () => {
  it("lists changed, added and removed leaves as JSON pointers", () => {
    expect(
      jsonDiff({ a: 1, b: [1, 2], "c/d": { e: "x" } }, { a: 2, b: [1], "c/d": { e: "x", f: null } }),
    ).toEqual([
      { path: "/a", before: 1, after: 2 },
      { path: "/b/1", before: 2 },
      { path: "/c~1d/f", after: null },
    ]);
    expect(jsonDiff({ same: [1] }, { same: [1] })).toEqual([]);
  });
});

describe.each(engines)("screen revisions (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let screen: TScreenResponse;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    await postMetadata(designer, sitesScreen("historyScreen"), "created");
    const doc = sitesScreen("historyScreen", "request_list_title");
    doc.sections[0]!.items.pop();
    screen = (await postMetadata(designer, doc, "retitled, city dropped")).json();
  });
  afterAll(async () => t?.close());

  const revisions = async () =>
    (await designer.get(MetadataPath.screenRevisions, { query: { screenId: String(screen.screenId) } })).json<
      TScreenRevision[]
    >();

  it("records every write with author, time and comment, newest first", async () => {
    const [designerRow] = await t.db.select().from(persons).where(eq(persons.email, DEMO.designer.email));
    const list = await revisions();
    expect(list.map((r) => [r.revision, r.comment])).toEqual([
      [2, "retitled, city dropped"],
      [1, "created"],
    ]);
    expect(list[0]).toMatchObject({
      authorPersonId: designerRow!.id,
      authorName: `${designerRow!.firstName} ${designerRow!.lastName}`,
      deleted: false,
    });
    expect(Date.parse(list[0]!.createdAt)).not.toBeNaN();
  });

  it("diffs two revisions by path", async () => {
    const res = await designer.get(MetadataPath.screenRevisionDiff, {
      query: { screenId: String(screen.screenId), from: "1", to: "2" },
    });
    expect(res.json().changes).toEqual([
      { path: "/sections/0/items/1", before: expect.objectContaining({ id: "city" }) },
      { path: "/title", before: "site_lookup_title", after: "request_list_title" },
    ]);
    const missing = await designer.get(MetadataPath.screenRevisionDiff, {
      query: { screenId: String(screen.screenId), from: "1", to: "9" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("reverts to an old revision as a new revision", async () => {
    const res = await designer.post(MetadataPath.revertScreenRevision, {
      screenId: screen.screenId,
      revision: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ revision: 3, document: { title: "site_lookup_title" } });
    expect((await revisions())[0]).toMatchObject({ revision: 3, comment: "reverted to revision 1" });
    const fetched = await designer.get(MetadataPath.fetchScreen, { query: { screenName: "historyScreen" } });
    expect(fetched.json().document.sections[0].items).toHaveLength(2);
  });

  it("keeps the history of a deleted screen, ending in a deletion", async () => {
    const doomed = (await postMetadata(designer, sitesScreen("shortLived"))).json<TScreenResponse>();
    await designer.post(MetadataPath.deleteScreenMetadata, { screenId: doomed.screenId });
    const list = (
      await designer.get(MetadataPath.screenRevisions, { query: { screenId: String(doomed.screenId) } })
    ).json<TScreenRevision[]>();
    expect(list.map((r) => [r.revision, r.deleted])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it("is for designers only", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const query = { screenId: String(screen.screenId) };
    expect((await customer.get(MetadataPath.screenRevisions, { query })).statusCode).toBe(403);
    expect(
      (await customer.get(MetadataPath.screenRevisionDiff, { query: { ...query, from: "1", to: "2" } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await customer.post(MetadataPath.revertScreenRevision, { screenId: screen.screenId, revision: 1 }))
        .statusCode,
    ).toBe(403);
  });
});
