import {
  ForumPath,
  type TForumPost,
  type TForumPostHistoryResponse,
  type TForumSimilarResponse,
  type TForumTopic,
} from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO, outboxFor } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { seedDemoForum } from "./forum.seed.js";
import { forum, forumWorld, newCustomer } from "./forum.test-support.js";

describe.each(engines)("forum (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient; // Casey, Acme, CUSTOMER: the seeded asker
  let globex: TestClient; // a Globex CUSTOMER
  let basic: TestClient; // Robin, Globex, CUSTOMER_BASIC: no group access
  let staff: TestClient;
  let designer: TestClient;
  let ids: { acme: number; globex: number };
  let gettingStarted: number;
  let maintenance: number;
  let globexEmail: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    // Holding first posts has its own test (forum-moderation.test.ts); here posts go straight out.
    ({ customer, staff, designer, ids, gettingStarted, maintenance } = await forumWorld(t, {
      flagThreshold: 3,
      holdFirstPosts: 0,
    }));
    basic = await signedIn(t.app, DEMO.customer2.email);
    const g = await newCustomer(t, ids.globex, "Gina");
    globex = g.client;
    globexEmail = g.person.email;
  }, 120_000);
  afterAll(async () => t?.close());

  it("shows a new user the seeded forum: two categories with counts and latest activity, pinned first, one solved", async () => {
    const seen = await forum.categories(customer);
    expect(seen.canModerate).toBe(false);
    expect(seen.pendingReviews).toBe(0);
    const [first, second] = seen.categories;
    expect(first).toMatchObject({ title: "Getting started", topicCount: 2, replyCount: 3 });
    expect(second).toMatchObject({ title: "Maintenance & troubleshooting", topicCount: 3, replyCount: 3 });
    expect(second!.latest).toMatchObject({
      title: "Compressor louder than usual after the last service visit",
    });
    const list = await forum.topics(customer, { category: String(gettingStarted) });
    expect(list.items.map((i) => [i.title, i.pinned, i.solved])).toEqual([
      ["Welcome to the community forum: read this first", true, false],
      ["How do I add a colleague to our company account?", false, true],
    ]);
    expect(list.category?.id).toBe(gettingStarted);
    expect(list.items[1]!.excerpt).toMatch(/^Our maintenance lead/);
    const staffView = await forum.categories(staff);
    expect(staffView.canModerate).toBe(true);
    expect((await forum.categories(designer)).canModerate).toBe(true);
  });

  it("seeds the demo forum once: seeding again adds nothing", async () => {
    const count = async () =>
      (
        (await t.db.execute(
          sql`select (select count(*) from forum_categories) + (select count(*) from forum_posts) as n`,
        )) as unknown as { rows: { n: number | string }[] }
      ).rows[0]!.n;
    const before = Number(await count());
    await seedDemoForum(t.db);
    expect(Number(await count())).toBe(before);
  });

  it("refuses every call to a role without group access (403) and to the signed-out (401)", async () => {
    const anyTopic = (await forum.topics(customer)).items[0]!.id;
    const q = (query: Record<string, string>) => ({ query });
    const calls = (c: TestClient) => [
      c.get(ForumPath.categories),
      c.get(ForumPath.topics),
      c.get(ForumPath.similar, q({ title: "pump" })),
      c.get(ForumPath.topic, q({ id: String(anyTopic) })),
      c.get(ForumPath.postHistory, q({ id: "1" })),
      c.post(ForumPath.createTopic, {
        categoryId: gettingStarted,
        title: "Hello there",
        bodyHtml: "<p>x</p>",
      }),
      c.post(ForumPath.reply, { topicId: anyTopic, bodyHtml: "<p>x</p>" }),
      c.post(ForumPath.editPost, { postId: 1, bodyHtml: "<p>x</p>" }),
      c.post(ForumPath.markSolution, { topicId: anyTopic, postId: null }),
      c.post(ForumPath.follow, { topicId: anyTopic, following: true }),
      c.post(ForumPath.flag, { postId: 1, reason: "spam" }),
      c.post(ForumPath.preview, { bodyHtml: "<p>x</p>" }),
      c.get(ForumPath.reviewQueue),
      c.post(ForumPath.moderate, { action: "lock", topicId: anyTopic }),
      c.get(ForumPath.moderationLog),
      c.post(ForumPath.undo, { actionId: 1 }),
      c.get(ForumPath.settings),
      c.post(ForumPath.settings, { flagThreshold: 1, holdFirstPosts: 0 }),
      c.post(ForumPath.convert, { topicId: anyTopic }),
      c.post(ForumPath.saveCategory, { title: "Nope" }),
      c.post(ForumPath.orderCategories, { ids: [gettingStarted] }),
    ];
    for (const res of await Promise.all(calls(basic))) expect(res.statusCode, res.body).toBe(403);
    for (const res of await Promise.all(calls(await new TestClient(t.app).init())))
      expect(res.statusCode).toBe(401);
    // A customer reads and writes, but does not moderate.
    const moderatorOnly = (await Promise.all(calls(customer))).slice(12);
    for (const res of moderatorOnly) expect(res.statusCode, res.body).toBe(403);
  });

  it("narrows a category to its audience: another company gets 404 on everything in it", async () => {
    const acmeOnly = await forum.saveCategory(staff, {
      title: "Acme plant team",
      description: "For Acme's own engineers",
      audience: { all: false, companyIds: [ids.acme] },
    });
    expect(acmeOnly.position).toBeGreaterThan(2);
    const posted = await forum.create(customer, {
      categoryId: acmeOnly.id,
      title: "Plant North pump schedule question",
      bodyHtml: "<p>Which pump station is inspected first?</p>",
    });
    expect((await forum.categories(customer)).categories.map((c) => c.title)).toContain("Acme plant team");
    expect((await forum.categories(globex)).categories.map((c) => c.title)).not.toContain("Acme plant team");
    const refusals = [
      globex.get(ForumPath.topics, { query: { category: String(acmeOnly.id) } }),
      forum.topic(globex, posted.topicId),
      globex.post(ForumPath.reply, { topicId: posted.topicId, bodyHtml: "<p>peek</p>" }),
      globex.post(ForumPath.flag, { postId: posted.postId, reason: "spam" }),
      globex.get(ForumPath.postHistory, { query: { id: String(posted.postId) } }),
      globex.post(ForumPath.markSolution, { topicId: posted.topicId, postId: null }),
      globex.post(ForumPath.follow, { topicId: posted.topicId, following: true }),
      globex.post(ForumPath.createTopic, {
        categoryId: acmeOnly.id,
        title: "Sneaky topic",
        bodyHtml: "<p>x</p>",
      }),
    ];
    for (const res of await Promise.all(refusals)) expect(res.statusCode, res.body).toBe(404);
    const search = await forum.topics(globex, { search: "pump schedule" });
    expect(search.items.map((i) => i.id)).not.toContain(posted.topicId);
    const similar = (
      await globex.get(ForumPath.similar, { query: { title: "pump schedule" } })
    ).json<TForumSimilarResponse>();
    expect(similar.topics.map((s) => s.id)).not.toContain(posted.topicId);
    const mine = (
      await customer.get(ForumPath.similar, { query: { title: "pump schedule" } })
    ).json<TForumSimilarResponse>();
    expect(mine.topics.map((s) => s.id)).toContain(posted.topicId);
    expect((await forum.read(staff, posted.topicId)).topic.categoryTitle).toBe("Acme plant team");
  });

  it("sanitises every stored body: scripts and handlers go, links get rel, an empty body is refused", async () => {
    const posted = await forum.create(globex, {
      categoryId: maintenance,
      title: "Payload topic <script>alert(1)</script>",
      bodyHtml: [
        "<p>Hello<script>alert(1)</script></p>",
        '<img src="x" onerror="alert(2)">',
        '<p><a href="javascript:alert(3)">click</a> <a href="https://example.com" onclick="alert(4)">site</a></p>',
        '<iframe src="https://evil.example/"></iframe><table><tr><td>cell</td></tr></table>',
        '<p style="color:red">styled</p><svg onload=alert(7)></svg><h2>Kept</h2>',
      ].join(""),
    });
    const { posts } = await forum.read(customer, posted.topicId);
    const html = posts[0]!.bodyHtml;
    for (const bad of [
      "<script",
      "alert",
      "onerror",
      "onclick",
      "javascript:",
      "<iframe",
      "style=",
      "<svg",
      "<img",
      "<table",
    ])
      expect(html).not.toContain(bad);
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain("<h2>Kept</h2>");
    const empty = await globex.post(ForumPath.createTopic, {
      categoryId: maintenance,
      title: "Only a script",
      bodyHtml: "<script>alert(1)</script><p> </p>",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ path: "bodyHtml" });
    const short = await globex.post(ForumPath.createTopic, {
      categoryId: maintenance,
      title: "Hi",
      bodyHtml: "<p>x</p>",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({ path: "title" });
    const preview = await customer.post(ForumPath.preview, {
      bodyHtml: '<p onclick="x()">Hi <a href="https://a.test">a</a></p>',
    });
    expect(preview.json()).toEqual({
      bodyHtml: '<p>Hi <a href="https://a.test" rel="noopener noreferrer nofollow" target="_blank">a</a></p>',
    });
  });

  it("shows only the author's display name and a staff badge, never their company or e-mail", async () => {
    const topic = (await forum.topics(customer, { search: "colleague company account" })).items[0]!;
    const res = await forum.topic(globex, topic.id);
    expect(res.body).not.toContain("acme");
    expect(res.body).not.toContain("@");
    const { posts } = res.json<{ posts: TForumPost[] }>();
    expect(posts.map((p) => [p.authorName, p.authorIsStaff])).toEqual([
      ["Casey Customer", false],
      ["Sam Staff", true],
      ["Casey Customer", false],
    ]);
    const past = await globex.get(ForumPath.topic, { query: { id: String(topic.id), page: "9" } });
    expect(past.json()).toMatchObject({ posts: [], total: 3, page: 9, pageSize: 20 });
  });

  it("lists pinned first then latest activity, filters solved and unsolved, and searches full text across categories", async () => {
    const fresh = await forum.create(customer, {
      categoryId: maintenance,
      title: "Valve drips after winter drain",
      bodyHtml: "<p>The outdoor valves are dripping since we drained them.</p>",
    });
    const list = await forum.topics(customer, { category: String(maintenance) });
    expect(list.items[0]!.id).toBe(fresh.topicId);
    const solved = await forum.topics(customer, { filter: "solved" });
    expect(solved.items.every((i) => i.solved)).toBe(true);
    expect(solved.items.map((i) => i.title)).toContain("How do I add a colleague to our company account?");
    const unsolved = await forum.topics(customer, { filter: "unsolved" });
    expect(unsolved.items.some((i) => i.solved)).toBe(false);
    // The title and the opening post are searched (all words, stemmed), not the replies: "strainer"
    // is only in a reply of the pump topic.
    const found = await forum.topics(customer, { search: "pumps strainer" });
    expect(found.category).toBeNull();
    expect(found.items.map((i) => i.title)).toEqual([]);
    const byBody = await forum.topics(customer, { search: "restart pumps" });
    expect(byBody.items.map((i) => i.title)).toContain("Pump P-200 shows error E-204 after a restart");
    const paged = await forum.topics(customer, { pageSize: "2", page: "2" });
    expect(paged).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(6);
    expect((await customer.get(ForumPath.topics, { query: { category: "999999" } })).statusCode).toBe(404);
    expect((await customer.get(ForumPath.topics, { query: { filter: "maybe" } })).statusCode).toBe(400);
  });

  it("suggests similar topics and blog posts the caller may read", async () => {
    const res = await customer.get(ForumPath.similar, { query: { title: "error on my pump" } });
    expect(res.statusCode).toBe(200);
    const body = res.json<TForumSimilarResponse>();
    expect(body.topics[0]).toMatchObject({
      title: "Pump P-200 shows error E-204 after a restart",
      solved: false,
    });
    const blog = (
      await customer.get(ForumPath.similar, { query: { title: "raise a service request" } })
    ).json<TForumSimilarResponse>();
    expect(blog.posts.map((p) => p.title)).toContain(
      "How to raise a service request that gets fixed the first time",
    );
    // The Acme-only blog post is offered to Acme, not to Globex.
    const acmePost = "Acme: your quarterly pump inspection schedule";
    const forAcme = (
      await customer.get(ForumPath.similar, { query: { title: "quarterly inspection" } })
    ).json<TForumSimilarResponse>();
    expect(forAcme.posts.map((p) => p.title)).toContain(acmePost);
    const forGlobex = (
      await globex.get(ForumPath.similar, { query: { title: "quarterly inspection" } })
    ).json<TForumSimilarResponse>();
    expect(forGlobex.posts.map((p) => p.title)).not.toContain(acmePost);
    expect((await customer.get(ForumPath.similar, { query: { title: "" } })).statusCode).toBe(400);
    const stopwords = (
      await customer.get(ForumPath.similar, { query: { title: "the and of" } })
    ).json<TForumSimilarResponse>();
    expect(stopwords).toEqual({ topics: [], posts: [] });
  });

  it("replies with a quote, mails the followers (not the replier), and lets the asker unfollow", async () => {
    const posted = await forum.create(customer, {
      categoryId: maintenance,
      title: "Heater tape stays cold",
      bodyHtml: "<p>One heater tape on the north wall stays cold.</p>",
    });
    const opened = await forum.read(customer, posted.topicId);
    expect(opened.topic.following).toBe(true);
    const before = (await outboxFor(t.db, DEMO.customer.email)).length;
    const answer = await forum.reply(
      globex,
      posted.topicId,
      "<p>Check the <b>fuse</b> in the junction box.</p>",
      posted.postId,
    );
    expect(answer.held).toBe(false);
    const mails = await outboxFor(t.db, DEMO.customer.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe('New reply in "Heater tape stays cold"');
    expect(mails[0]!.body).toContain(`/app/forumconvo/${posted.topicId}`);
    expect(mails[0]!.body).toContain("Gina");
    // The replier is not mailed about their own reply; the asker's own reply mails nobody here.
    expect(await outboxFor(t.db, globexEmail)).toHaveLength(0);
    await forum.reply(customer, posted.topicId, "<p>Thanks, will do.</p>");
    expect((await outboxFor(t.db, DEMO.customer.email)).length).toBe(before + 1);
    const { posts } = await forum.read(staff, posted.topicId);
    expect(posts[1]!.bodyHtml).toBe(
      "<blockquote><p><strong>Casey Customer</strong> wrote:</p><p>One heater tape on the north wall stays cold.</p></blockquote><p>Check the <b>fuse</b> in the junction box.</p>",
    );
    const unfollow = await customer.post(ForumPath.follow, { topicId: posted.topicId, following: false });
    expect(unfollow.json()).toEqual({ following: false });
    await forum.reply(globex, posted.topicId, "<p>Any luck?</p>");
    expect((await outboxFor(t.db, DEMO.customer.email)).length).toBe(before + 1);
    const other = (await forum.topics(customer, { search: "colleague" })).items[0]!;
    const otherPost = (await forum.read(customer, other.id)).posts[0]!;
    const foreignQuote = await globex.post(ForumPath.reply, {
      topicId: posted.topicId,
      bodyHtml: "<p>x</p>",
      quotePostId: otherPost.id,
    });
    expect(foreignQuote.statusCode).toBe(400);
    expect(foreignQuote.json().details[0]).toMatchObject({ path: "quotePostId" });
  });

  it("lets the author edit their own post and keeps the earlier text in its history", async () => {
    const posted = await forum.create(globex, {
      categoryId: gettingStarted,
      title: "Where do I see my invoices?",
      bodyHtml: "<p>First text</p>",
    });
    const edited = await globex.post(ForumPath.editPost, {
      postId: posted.postId,
      bodyHtml: "<p>Second text</p>",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TForumPost>()).toMatchObject({
      bodyHtml: "<p>Second text</p>",
      mine: true,
      canEdit: true,
    });
    expect(edited.json<TForumPost>().editedAt).not.toBeNull();
    await globex.post(ForumPath.editPost, {
      postId: posted.postId,
      bodyHtml: "<p>Third text with invoices</p>",
    });
    const history = await customer.get(ForumPath.postHistory, { query: { id: String(posted.postId) } });
    expect(history.json<TForumPostHistoryResponse>().map((h) => [h.bodyHtml, h.editedBy])).toEqual([
      ["<p>Second text</p>", "Gina Person " + globexEmail.slice(5, 13)],
      ["<p>First text</p>", "Gina Person " + globexEmail.slice(5, 13)],
    ]);
    expect(
      (await customer.post(ForumPath.editPost, { postId: posted.postId, bodyHtml: "<p>mine now</p>" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await staff.post(ForumPath.editPost, { postId: posted.postId, bodyHtml: "<p>x</p>" })).statusCode,
    ).toBe(403);
    const empty = await globex.post(ForumPath.editPost, { postId: posted.postId, bodyHtml: "<p></p>" });
    expect(empty.statusCode).toBe(400);
    const theirs = (await forum.read(customer, posted.topicId)).posts[0]!;
    expect(theirs).toMatchObject({
      mine: false,
      canEdit: false,
      bodyHtml: "<p>Third text with invoices</p>",
    });
    expect((await forum.topics(customer, { search: "invoices" })).items.map((i) => i.id)).toContain(
      posted.topicId,
    );
  });

  it("lets the asker or staff mark a visible reply as the solution, never another customer", async () => {
    const posted = await forum.create(customer, {
      categoryId: maintenance,
      title: "Belt squeals on cold mornings",
      bodyHtml: "<p>The drive belt squeals for a minute after start.</p>",
    });
    const answer = await forum.reply(globex, posted.topicId, "<p>Check the belt tension.</p>");
    const mark = (c: TestClient, postId: number | null) =>
      c.post(ForumPath.markSolution, { topicId: posted.topicId, postId });
    expect((await mark(globex, answer.postId)).statusCode).toBe(403);
    const byAsker = await mark(customer, answer.postId);
    expect(byAsker.statusCode, byAsker.body).toBe(200);
    expect(byAsker.json<TForumTopic>()).toMatchObject({ solved: true, solutionPostId: answer.postId });
    const read = await forum.read(globex, posted.topicId);
    expect(read.posts.find((p) => p.id === answer.postId)?.isSolution).toBe(true);
    expect(read.topic.canMarkSolution).toBe(false);
    expect((await mark(customer, posted.postId)).statusCode).toBe(400);
    const cleared = await mark(staff, null);
    expect(cleared.json<TForumTopic>()).toMatchObject({ solved: false, solutionPostId: null });
    expect((await mark(staff, answer.postId)).statusCode).toBe(200);
  });

  it("creates, changes and orders categories for moderators only", async () => {
    const made = await forum.saveCategory(designer, { title: "Release notes talk" });
    expect(made).toMatchObject({
      title: "Release notes talk",
      topicCount: 0,
      latest: null,
      audience: { all: true },
    });
    const changed = await forum.saveCategory(staff, {
      id: made.id,
      title: "Release talk",
      description: "New versions",
    });
    expect(changed).toMatchObject({ id: made.id, title: "Release talk", description: "New versions" });
    const all = (await forum.categories(staff)).categories.map((c) => c.id);
    const reversed = [...all].reverse();
    const ordered = await staff.post(ForumPath.orderCategories, { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await forum.categories(staff)).categories.map((c) => c.id)).toEqual(reversed);
    const partial = await staff.post(ForumPath.orderCategories, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().details[0]).toMatchObject({ path: "ids" });
    expect((await staff.post(ForumPath.saveCategory, { id: 999_999, title: "Ghost" })).statusCode).toBe(404);
    await staff.post(ForumPath.orderCategories, { ids: all });
  });
});
