import {
  AttachmentsPath,
  BlogPath,
  ForumPath,
  type TForumCategoriesResponse,
  type TForumPostedResponse,
  type TBlogAudienceChoices,
  type TBlogDraft,
  type TBlogManageResponse,
  type TBlogPostsResponse,
  type TBlogPostView,
  type TBlogVersion,
  type TSaveBlogDraftRequest,
} from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { formData, PNG_1PX } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { blogReaders } from "./blog.test-support.js";

const HOUR = 3_600_000;

describe.each(engines)("blog (%s)", (engine) => {
  let t: TestApp;
  /** The blog's clock: tests move it to pass a scheduled post's instant. */
  let clock = new Date();
  let customer: TestClient; // Acme, CUSTOMER
  let globex: TestClient; // Globex, CUSTOMER
  let basic: TestClient; // Globex, CUSTOMER_BASIC: no blog access
  let staff: TestClient;
  let designer: TestClient;
  let acmeId: number;

  const list = async (client: TestClient, query: Record<string, string> = {}) => {
    const res = await client.get(BlogPath.posts, { query });
    expect(res.statusCode).toBe(200);
    return res.json<TBlogPostsResponse>();
  };
  const titles = async (client: TestClient, query: Record<string, string> = {}) =>
    (await list(client, { pageSize: "50", ...query })).items.map((p) => p.title);
  const read = (client: TestClient, id: number) => client.get(BlogPath.post, { query: { id: String(id) } });
  const save = async (client: TestClient, body: TSaveBlogDraftRequest) => {
    const res = await client.post(BlogPath.saveDraft, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBlogDraft>();
  };
  const publish = async (id: number, publishAt?: string) => {
    const res = await staff.post(BlogPath.publish, { id, ...(publishAt ? { publishAt } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TBlogDraft>();
  };
  const upload = async (client: TestClient, data = PNG_1PX, name = "photo.png") => {
    const { payload, contentType } = formData([
      { name: "attachment", fileName: name, contentType: "application/octet-stream", data },
    ]);
    const res = await client.post(AttachmentsPath.upload, payload, {
      headers: { "content-type": contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ attachmentId: string }>().attachmentId;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { blog: { now: () => clock } });
    ({ customer, globex, basic, staff, designer, acmeId } = await blogReaders(t));
  }, 120_000);
  afterAll(async () => t?.close());

  it("shows a new user the seeded posts, newest first, without drafts or another company's posts", async () => {
    const mine = await list(customer, { pageSize: "50" });
    expect(mine.items.map((p) => p.title)).toEqual([
      "Planned maintenance: the portal is offline on Sunday from 02:00 to 04:00 UTC",
      "Release notes: saved views, CSV export and a live activity feed",
      "Acme: your quarterly pump inspection schedule",
      "How to raise a service request that gets fixed the first time",
      "Returning a faulty part: the RMA steps in three minutes",
    ]);
    const first = mine.items[0]!;
    expect(first).toMatchObject({ authorName: "Sam Staff", tags: ["Maintenance", "Notice"] });
    expect(first.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(mine.tags).toContainEqual({ tag: "How-to", count: 2 });
    expect(mine.canWrite).toBe(false);
    const theirs = await titles(globex);
    expect(theirs).not.toContain("Acme: your quarterly pump inspection schedule");
    expect(theirs).toHaveLength(4);
    expect((await list(staff)).canWrite).toBe(true);
  });

  it("refuses blog calls to a role without blog access, and writing to everyone but editors", async () => {
    expect((await basic.get(BlogPath.posts)).statusCode).toBe(403);
    const anyId = (await list(customer)).items[0]!.id;
    expect((await read(basic, anyId)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(BlogPath.posts)).statusCode).toBe(401);
    const q = { query: { id: String(anyId) } };
    for (const res of [
      await customer.post(BlogPath.saveDraft, { title: "Mine" }),
      await customer.post(BlogPath.publish, { id: anyId }),
      await customer.post(BlogPath.unpublish, { id: anyId }),
      await customer.post(BlogPath.restore, { id: anyId, versionId: 1 }),
      await customer.get(BlogPath.manage),
      await customer.get(BlogPath.draft, q),
      await customer.get(BlogPath.preview, q),
      await customer.get(BlogPath.versions, q),
    ])
      expect(res.statusCode).toBe(403);
    // The studio license writes too.
    const byDesigner = await save(designer, { title: "Studio notes" });
    expect(byDesigner.status).toBe("draft");
  });

  it("strips the classic XSS payloads from the body when it is stored", async () => {
    const draft = await save(staff, {
      title: "Payloads",
      bodyHtml: [
        "<p>Hello<script>alert(1)</script></p>",
        '<img src="x" onerror="alert(2)">',
        '<p><a href="javascript:alert(3)">click</a> <a href="https://example.com" onclick="alert(4)">site</a></p>',
        '<iframe src="https://evil.example/"></iframe>',
        '<p style="background:url(javascript:alert(5));width:expression(alert(6))">styled</p>',
        '<img src="https://evil.example/track.png">',
        "<svg onload=alert(7)><circle/></svg>",
        "<h2>Kept</h2><ul><li>item</li></ul><pre><code>npm start</code></pre><blockquote><p>q</p></blockquote>",
      ].join(""),
    });
    const html = draft.bodyHtml;
    for (const bad of [
      "<script",
      "alert",
      "onerror",
      "onclick",
      "javascript:",
      "<iframe",
      "style=",
      "evil.example",
      "<svg",
    ])
      expect(html).not.toContain(bad);
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain("<h2>Kept</h2><ul><li>item</li></ul><pre><code>npm start</code></pre>");
    await publish(draft.id);
    const shown = (await read(customer, draft.id)).json<TBlogPostView>();
    expect(shown.bodyHtml).toBe(html);
  });

  it("autosaves over the working copy only: readers keep the published version, a stale save is refused", async () => {
    const first = await save(staff, { title: "Pump care", bodyHtml: "<p>Version one</p>", tags: ["How-to"] });
    expect(first.slug).toBe("pump-care");
    await publish(first.id);
    const afterPublish = (
      await staff.get(BlogPath.draft, { query: { id: String(first.id) } })
    ).json<TBlogDraft>();
    expect(afterPublish.unpublishedChanges).toBe(false);
    const edited = await save(staff, {
      id: first.id,
      draftRevision: afterPublish.draftRevision,
      title: "Pump care, revised",
      bodyHtml: "<p>Version two in progress</p>",
    });
    expect(edited).toMatchObject({ status: "published", unpublishedChanges: true, slug: "pump-care" });
    expect(edited.draftRevision).toBe(afterPublish.draftRevision + 1);
    const reader = (await read(customer, first.id)).json<TBlogPostView>();
    expect(reader).toMatchObject({ title: "Pump care", bodyHtml: "<p>Version one</p>", version: 1 });
    const stale = await staff.post(BlogPath.saveDraft, {
      id: first.id,
      draftRevision: afterPublish.draftRevision,
      title: "Lost edit",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONFLICT" });
    const preview = (
      await staff.get(BlogPath.preview, { query: { id: String(first.id) } })
    ).json<TBlogPostView>();
    expect(preview).toMatchObject({
      title: "Pump care, revised",
      bodyHtml: "<p>Version two in progress</p>",
    });
  });

  it("keeps every published version with its author, and restores one into the draft without losing history", async () => {
    const post = await save(staff, { title: "Valve guide", bodyHtml: "<p>First text</p>" });
    await publish(post.id);
    await save(staff, { id: post.id, title: "Valve guide", bodyHtml: "<p>Second text</p>" });
    await publish(post.id);
    const versions = (await staff.get(BlogPath.versions, { query: { id: String(post.id) } })).json<
      TBlogVersion[]
    >();
    expect(versions.map((v) => [v.version, v.bodyHtml, v.publishedBy, v.current])).toEqual([
      [2, "<p>Second text</p>", "Sam Staff", true],
      [1, "<p>First text</p>", "Sam Staff", false],
    ]);
    const restored = await staff.post(BlogPath.restore, { id: post.id, versionId: versions[1]!.id });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<TBlogDraft>()).toMatchObject({
      bodyHtml: "<p>First text</p>",
      unpublishedChanges: true,
    });
    expect((await read(customer, post.id)).json<TBlogPostView>().bodyHtml).toBe("<p>Second text</p>");
    await publish(post.id);
    const after = (await staff.get(BlogPath.versions, { query: { id: String(post.id) } })).json<
      TBlogVersion[]
    >();
    expect(after.map((v) => [v.version, v.bodyHtml])).toEqual([
      [3, "<p>First text</p>"],
      [2, "<p>Second text</p>"],
      [1, "<p>First text</p>"],
    ]);
    const other = await save(staff, { title: "Other" });
    const wrong = await staff.post(BlogPath.restore, { id: other.id, versionId: versions[1]!.id });
    expect(wrong.statusCode).toBe(404);
  });

  it("keeps a post with a future publishAt invisible until then", async () => {
    const post = await save(staff, { title: "Scheduled notice", bodyHtml: "<p>Soon</p>" });
    const at = new Date(clock.getTime() + HOUR).toISOString();
    const scheduled = await publish(post.id, at);
    expect(scheduled).toMatchObject({ status: "scheduled", publishAt: at });
    expect(await titles(customer)).not.toContain("Scheduled notice");
    expect((await read(customer, post.id)).statusCode).toBe(404);
    const managed = (await staff.get(BlogPath.manage)).json<TBlogManageResponse>();
    expect(managed.find((p) => p.id === post.id)?.status).toBe("scheduled");
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect((await titles(customer))[0]).toBe("Scheduled notice");
    expect((await read(customer, post.id)).statusCode).toBe(200);
  });

  it("shows a restricted post only to the chosen companies and roles", async () => {
    const forAcme = await save(staff, {
      title: "Acme only",
      audience: { all: false, roles: [], companyIds: [acmeId] },
    });
    const forCustomers = await save(staff, {
      title: "Customers only",
      audience: { all: false, roles: ["CUSTOMER"], companyIds: [] },
    });
    const forStaff = await save(staff, {
      title: "Staff only",
      audience: { all: false, roles: ["STAFF"], companyIds: [] },
    });
    for (const p of [forAcme, forCustomers, forStaff]) await publish(p.id);
    expect(await titles(customer)).toEqual(expect.arrayContaining(["Acme only", "Customers only"]));
    expect(await titles(customer)).not.toContain("Staff only");
    const seenByGlobex = await titles(globex);
    expect(seenByGlobex).toContain("Customers only");
    expect(seenByGlobex).not.toContain("Acme only");
    expect((await read(globex, forAcme.id)).statusCode).toBe(404);
    expect((await read(customer, forStaff.id)).statusCode).toBe(404);
    expect(await titles(staff)).toEqual(
      expect.arrayContaining(["Acme only", "Customers only", "Staff only"]),
    );
  });

  it("lists the forum topics on the post's subject that the reader may open, under the post and in its preview", async () => {
    const categories = (await staff.get(ForumPath.categories)).json<TForumCategoriesResponse>().categories;
    const open = categories.find((c) => c.audience.all)!;
    const acmeOnly = await staff.post(ForumPath.saveCategory, {
      title: "Acme's compressors",
      audience: { all: false, companyIds: [acmeId] },
    });
    expect(acmeOnly.statusCode, acmeOnly.body).toBe(200);
    const topic = async (categoryId: number, title: string) => {
      const res = await staff.post(ForumPath.createTopic, { categoryId, title, bodyHtml: "<p>Details</p>" });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TForumPostedResponse>().topicId;
    };
    const everyone = await topic(open.id, "Compressor belt squeals after a restart");
    const acme = await topic(acmeOnly.json<{ id: number }>().id, "Compressor belt tension at Acme");
    const unrelated = await topic(open.id, "Invoice address change");
    const post = await save(staff, { title: "Replacing a compressor belt", tags: ["compressor"] });
    await publish(post.id);

    const related = async (client: TestClient) =>
      (await read(client, post.id)).json<TBlogPostView>().related.map((r) => r.id);
    expect(await related(customer)).toEqual(expect.arrayContaining([everyone, acme]));
    expect(await related(globex)).toContain(everyone);
    expect(await related(globex)).not.toContain(acme);
    expect(await related(customer)).not.toContain(unrelated);
    expect((await related(customer)).length).toBeLessThanOrEqual(5);
    const preview = (
      await staff.get(BlogPath.preview, { query: { id: String(post.id) } })
    ).json<TBlogPostView>();
    expect(preview.related.map((r) => r.id)).toEqual(expect.arrayContaining([everyone, acme]));
  });

  it("lets another editor open a draft's preview by its link, and nobody else", async () => {
    const draft = await save(staff, { title: "Shared for review", bodyHtml: "<p>Have a look</p>" });
    const link = { query: { id: String(draft.id) } };
    const byDesigner = await designer.get(BlogPath.preview, link);
    expect(byDesigner.statusCode, byDesigner.body).toBe(200);
    expect(byDesigner.json<TBlogPostView>()).toMatchObject({ title: "Shared for review", status: "draft" });
    for (const reader of [customer, globex, basic])
      expect((await reader.get(BlogPath.preview, link)).statusCode).toBe(403);
  });

  it("offers editors the roles with blog access and the companies an audience may name", async () => {
    const res = await staff.get(BlogPath.audiences);
    expect(res.statusCode).toBe(200);
    const choices = res.json<TBlogAudienceChoices>();
    expect(choices.roles.map((r) => r.code)).toEqual(expect.arrayContaining(["CUSTOMER", "STAFF"]));
    expect(choices.roles.map((r) => r.code)).not.toContain("CUSTOMER_BASIC");
    expect(choices.companies).toContainEqual({ id: acmeId, name: "Acme Manufacturing" });
    expect((await customer.get(BlogPath.audiences)).statusCode).toBe(403);
  });

  it("searches, filters by tag, pages, and links each post to its older and newer neighbours", async () => {
    const made: number[] = [];
    for (const n of [1, 2, 3]) {
      const p = await save(staff, {
        title: `Compressor tip ${n}`,
        tags: ["Compressors"],
        bodyHtml: `<p>tip ${n}</p>`,
      });
      clock = new Date(clock.getTime() + 60_000);
      await publish(p.id);
      made.push(p.id);
    }
    expect(await titles(customer, { tag: "Compressors" })).toEqual([
      "Compressor tip 3",
      "Compressor tip 2",
      "Compressor tip 1",
    ]);
    expect(await titles(customer, { search: "COMPRESSOR TIP 2" })).toEqual(["Compressor tip 2"]);
    expect(await titles(customer, { search: "100%_" })).toEqual([]);
    const page2 = await list(customer, { tag: "Compressors", pageSize: "2", page: "2" });
    expect(page2).toMatchObject({ total: 3, page: 2 });
    expect(page2.items.map((p) => p.title)).toEqual(["Compressor tip 1"]);
    const middle = (await read(customer, made[1]!)).json<TBlogPostView>();
    expect(middle.previous).toEqual({ id: made[0], title: "Compressor tip 1" });
    expect(middle.next).toEqual({ id: made[2], title: "Compressor tip 3" });
  });

  it("takes an unpublished post off the blog and keeps its versions", async () => {
    const post = await save(staff, { title: "Withdrawn" });
    await publish(post.id);
    const res = await staff.post(BlogPath.unpublish, { id: post.id });
    expect(res.json<TBlogDraft>().status).toBe("draft");
    expect((await read(customer, post.id)).statusCode).toBe(404);
    const versions = (await staff.get(BlogPath.versions, { query: { id: String(post.id) } })).json<
      TBlogVersion[]
    >();
    expect(versions.map((v) => [v.version, v.current])).toEqual([[1, false]]);
  });

  it("refuses to publish a post without a title", async () => {
    const post = await save(staff, { title: "" });
    const res = await staff.post(BlogPath.publish, { id: post.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ path: "title" });
    expect((await staff.post(BlogPath.publish, { id: 2_000_000 })).statusCode).toBe(404);
  });

  it("serves uploaded images only through a post the reader may see, and keeps only the editor's own uploads", async () => {
    const cover = await upload(staff);
    const inline = await upload(staff, PNG_1PX, "inline.png");
    const foreign = await upload(designer, PNG_1PX, "not-yours.png");
    const img = (id: string) => `<img src="/api/Blog/image/${id}" alt="pump">`;
    const post = await save(staff, {
      title: "With pictures",
      coverFileId: cover,
      bodyHtml: `<p>Before</p>${img(inline)}${img(foreign)}`,
      audience: { all: false, roles: [], companyIds: [acmeId] },
    });
    expect(post.coverUrl).toBe(`/api/Blog/image/${cover}`);
    expect(post.bodyHtml).toBe(`<p>Before</p><img src="/api/Blog/image/${inline}" alt="pump" />`);
    const image = (client: TestClient, id: string) => client.get(`/api/Blog/image/${id}`);
    expect((await image(customer, cover)).statusCode).toBe(404);
    expect((await image(staff, cover)).statusCode).toBe(200);
    await publish(post.id);
    const ok = await image(customer, inline);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/png");
    expect(ok.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await image(customer, cover)).statusCode).toBe(200);
    expect((await image(globex, cover)).statusCode).toBe(404);
    const badCover = await staff.post(BlogPath.saveDraft, {
      id: post.id,
      title: "With pictures",
      coverFileId: foreign,
    });
    expect(badCover.statusCode).toBe(400);
    expect(badCover.json().details[0]).toMatchObject({ path: "coverFileId" });
  });
});
