import {
  ForumPath,
  RequestWfPath,
  type TConvertForumTopicResponse,
  type TForumLogEntry,
  type TForumReviewItem,
  type TForumSettings,
  type TSearchResponse,
  type TTimelineResponse,
} from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { forum, forumWorld, newCustomer } from "./forum.test-support.js";

const HOUR = 3_600_000;

describe.each(engines)("forum moderation (%s)", (engine) => {
  let t: TestApp;
  /** The forum's clock: the undo window is measured on it. */
  let clock = new Date();
  let customer: TestClient; // Casey, Acme
  let globex: TestClient;
  let globex2: TestClient;
  let staff: TestClient;
  let designer: TestClient;
  let ids: { acme: number; globex: number };
  let maintenance: number;
  let gettingStarted: number;

  const queue = async (status = "pending") => {
    const res = await staff.get(ForumPath.reviewQueue, { query: { status } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumReviewItem[]>();
  };
  const moderate = async (c: TestClient, body: Record<string, unknown>) => {
    const res = await c.post(ForumPath.moderate, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ actionId: number }>().actionId;
  };
  const log = async () => (await staff.get(ForumPath.moderationLog)).json<TForumLogEntry[]>();
  const flag = (c: TestClient, postId: number, reason = "spam") =>
    c.post(ForumPath.flag, { postId, reason, note: "looks like an advert" });

  beforeAll(async () => {
    t = await startTestApp(engine, { forum: { now: () => clock } });
    ({ customer, staff, designer, ids, gettingStarted, maintenance } = await forumWorld(t, {
      flagThreshold: 2,
      holdFirstPosts: 0,
    }));
    globex = (await newCustomer(t, ids.globex, "Gina")).client;
    globex2 = (await newCustomer(t, ids.globex, "Glen")).client;
  }, 120_000);
  afterAll(async () => t?.close());

  it("reads and saves the settings (moderators), naming a bad field", async () => {
    const res = await designer.get(ForumPath.settings);
    expect(res.json<TForumSettings>()).toEqual({ flagThreshold: 2, holdFirstPosts: 0 });
    const bad = await staff.post(ForumPath.settings, { flagThreshold: 0, holdFirstPosts: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: "flagThreshold" });
    expect((await customer.get(ForumPath.settings)).statusCode).toBe(403);
  });

  it("answers a customer 403 on the staff-only calls before looking at the body", async () => {
    // An invalid body used to answer 400 with the fields the call wants: the role is checked first.
    for (const [path, body] of [
      [ForumPath.settings, { flagThreshold: 0 }],
      [ForumPath.moderate, { action: "nonsense" }],
      [ForumPath.convert, { topicId: "x" }],
      [ForumPath.saveCategory, {}],
      [ForumPath.undo, []],
    ] as const) {
      const res = await customer.post(path, body);
      expect(res.statusCode, `${path} ${res.body}`).toBe(403);
      expect(res.json().code, path).toBe("FORBIDDEN");
    }
  });

  it("hides a post after N flags from different people until a moderator approves it", async () => {
    const topic = await forum.create(customer, {
      categoryId: maintenance,
      title: "Filter change interval for the AHU",
      bodyHtml: "<p>How often do you change the filters?</p>",
    });
    const spam = await forum.reply(globex, topic.topicId, "<p>Buy cheap filters at example.test</p>");
    const first = await flag(customer, spam.postId);
    expect(first.json()).toEqual({ hidden: false });
    const again = await flag(customer, spam.postId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", messageKey: "error_forum_already_flagged" });
    expect((await flag(globex2, spam.postId, "offensive")).json()).toEqual({ hidden: true });
    // Gone for readers and from the counts; its author and moderators still see it, marked hidden.
    const reader = await forum.read(customer, topic.topicId);
    expect(reader.posts.map((p) => p.id)).not.toContain(spam.postId);
    expect(reader.total).toBe(1);
    const listed = (await forum.topics(customer, { category: String(maintenance) })).items;
    expect(listed.find((i) => i.id === topic.topicId)?.replyCount).toBe(0);
    const author = await forum.read(globex, topic.topicId);
    expect(author.posts.find((p) => p.id === spam.postId)?.state).toBe("hidden");
    expect((await flag(designer, spam.postId)).statusCode).toBe(200);

    const item = (await queue()).find((i) => i.postId === spam.postId)!;
    expect(item).toMatchObject({ kind: "flagged", state: "hidden", actions: ["approve", "delete"] });
    expect(item.flags.map((f) => f.reason)).toEqual(["spam", "offensive", "spam"]);
    expect(item.flags[0]).toMatchObject({ note: "looks like an advert", by: "Casey Customer" });
    expect((await forum.categories(staff)).pendingReviews).toBeGreaterThanOrEqual(1);

    await moderate(staff, { action: "approve", postId: spam.postId, reason: "Not spam: a supplier tip" });
    expect((await queue()).map((i) => i.postId)).not.toContain(spam.postId);
    // Resolved: what was decided, by whom, when and why, with the flags it settled.
    const resolved = (await queue("resolved")).find((i) => i.postId === spam.postId)!;
    expect(resolved).toMatchObject({
      kind: "flagged",
      state: "visible",
      actions: ["hide", "delete"],
      resolution: { action: "approve", by: "Sam Staff", reason: "Not spam: a supplier tip" },
    });
    expect(resolved.flags).toHaveLength(3);
    expect(Date.parse(resolved.resolution!.at)).toBe(clock.getTime());
    expect(item.resolution).toBeNull();
    expect((await forum.read(customer, topic.topicId)).posts.map((p) => p.id)).toContain(spam.postId);
    const nothing = await staff.post(ForumPath.moderate, { action: "approve", postId: spam.postId });
    expect(nothing.statusCode).toBe(409);
  });

  it("refuses flagging one's own post with 409 naming postId, and stores no flag", async () => {
    const topic = await forum.create(customer, {
      categoryId: maintenance,
      title: "Chiller restarts twice a night",
      bodyHtml: "<p>It restarts at 2 and at 4.</p>",
    });
    const own = await flag(customer, topic.postId);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: "CONFLICT",
      details: [{ path: "postId", messageKey: "error_forum_own_post_flag" }],
    });
    expect(own.json().message).toMatch(/^postId: /);
    expect((await queue()).map((i) => i.postId)).not.toContain(topic.postId);
    expect((await forum.read(customer, topic.topicId)).posts[0]).toMatchObject({ flaggedByMe: false });
    // Another reader still may.
    expect((await flag(globex, topic.postId)).statusCode).toBe(200);
  });

  it("holds a new poster's first post for review, out of everyone's sight and counts, until approved", async () => {
    await forum.settings(staff, 2, 1);
    const newbie = await newCustomer(t, ids.globex, "Nora");
    const before = (await forum.categories(customer)).categories.find((c) => c.id === gettingStarted)!;
    const posted = await forum.create(newbie.client, {
      categoryId: gettingStarted,
      title: "First time here: where is the asset list?",
      bodyHtml: "<p>I cannot find our assets.</p>",
    });
    expect(posted.held).toBe(true);
    expect((await forum.topic(customer, posted.topicId)).statusCode).toBe(404);
    const own = await forum.read(newbie.client, posted.topicId);
    expect(own.posts[0]).toMatchObject({ state: "held", mine: true });
    const after = (await forum.categories(customer)).categories.find((c) => c.id === gettingStarted)!;
    expect(after.topicCount).toBe(before.topicCount);
    // Staff are never held, whatever the setting.
    expect((await forum.reply(staff, posted.topicId, "<p>Welcome! Look under Assets.</p>")).held).toBe(false);
    const item = (await queue()).find((i) => i.postId === posted.postId)!;
    expect(item).toMatchObject({ kind: "held", state: "held", actions: ["approve", "delete"], flags: [] });
    await moderate(designer, { action: "approve", postId: posted.postId });
    expect((await queue("resolved")).find((i) => i.postId === posted.postId)).toMatchObject({
      kind: "held",
      flags: [],
      resolution: { action: "approve", by: expect.stringMatching(/\S/), reason: "" },
    });
    expect((await forum.read(customer, posted.topicId)).posts).toHaveLength(2);
    const approved = (await forum.categories(customer)).categories.find((c) => c.id === gettingStarted)!;
    expect(approved.topicCount).toBe(before.topicCount + 1);
    expect(approved.latest).toMatchObject({ topicId: posted.topicId, authorName: "Sam Staff" });
    // An approved post counts: the next one goes straight out.
    expect((await forum.reply(newbie.client, posted.topicId, "<p>Found it, thanks.</p>")).held).toBe(false);
    await forum.settings(staff, 2, 0);
  });

  it("locks, pins, moves and deletes with a log entry each, and undoes within 24 h, once", async () => {
    const topic = await forum.create(customer, {
      categoryId: gettingStarted,
      title: "Can I change the e-mail address of my account?",
      bodyHtml: "<p>I moved to a new team address.</p>",
    });
    const lockId = await moderate(staff, {
      action: "lock",
      topicId: topic.topicId,
      reason: "Answered in the FAQ",
    });
    const locked = await customer.post(ForumPath.reply, {
      topicId: topic.topicId,
      bodyHtml: "<p>one more</p>",
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: "CONFLICT", messageKey: "error_forum_topic_locked" });
    expect((await forum.read(customer, topic.topicId)).topic).toMatchObject({
      locked: true,
      canReply: false,
    });
    expect((await forum.reply(staff, topic.topicId, "<p>Profile → E-mail.</p>")).held).toBe(false);

    await moderate(staff, { action: "pin", topicId: topic.topicId });
    expect((await forum.topics(customer, { category: String(gettingStarted) })).items[0]!.id).toBe(
      topic.topicId,
    );
    const moveId = await moderate(designer, {
      action: "move",
      topicId: topic.topicId,
      categoryId: maintenance,
    });
    expect((await forum.read(customer, topic.topicId)).topic.categoryId).toBe(maintenance);
    const missing = await staff.post(ForumPath.moderate, { action: "move", topicId: topic.topicId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ path: "categoryId" });
    expect((await staff.post(ForumPath.moderate, { action: "hide" })).json().details[0]).toMatchObject({
      path: "postId",
    });

    const entries = await log();
    expect(entries.slice(0, 3).map((e) => [e.action, e.by, e.canUndo])).toEqual([
      ["move", "Dana Designer", true],
      ["pin", "Sam Staff", true],
      ["lock", "Sam Staff", true],
    ]);
    expect(entries[2]).toMatchObject({
      reason: "Answered in the FAQ",
      topicId: topic.topicId,
      topicTitle: "Can I change the e-mail address of my account?",
      postId: null,
      undoneAt: null,
    });

    expect((await staff.post(ForumPath.undo, { actionId: moveId })).statusCode).toBe(200);
    expect((await forum.read(customer, topic.topicId)).topic.categoryId).toBe(gettingStarted);
    const twice = await staff.post(ForumPath.undo, { actionId: moveId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ messageKey: "error_forum_already_undone" });
    expect((await log()).find((e) => e.id === moveId)).toMatchObject({
      canUndo: false,
      undoneAt: expect.any(String),
    });

    // Deleting the opening post deletes the topic; undo brings both back.
    const delId = await moderate(staff, { action: "delete", postId: topic.postId, reason: "Duplicate" });
    expect((await forum.topic(customer, topic.topicId)).statusCode).toBe(404);
    expect((await forum.topic(staff, topic.topicId)).statusCode).toBe(404);
    expect((await staff.post(ForumPath.undo, { actionId: delId })).statusCode).toBe(200);
    expect((await forum.read(customer, topic.topicId)).posts).toHaveLength(2);

    clock = new Date(clock.getTime() + 25 * HOUR);
    const late = await staff.post(ForumPath.undo, { actionId: lockId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messageKey: "error_forum_undo_too_late" });
    expect((await log()).find((e) => e.id === lockId)?.canUndo).toBe(false);
    expect((await staff.post(ForumPath.undo, { actionId: 999_999 })).statusCode).toBe(404);
    const unlockId = await moderate(staff, { action: "unlock", topicId: topic.topicId });
    expect((await staff.post(ForumPath.undo, { actionId: unlockId })).statusCode).toBe(200);
    expect((await forum.read(customer, topic.topicId)).topic.locked).toBe(true);
  });

  it("hides a reply on a moderator's word and restores it on undo, flags pending again", async () => {
    const topic = await forum.create(customer, {
      categoryId: maintenance,
      title: "Chiller alarm every night at 3 am",
      bodyHtml: "<p>The alarm log shows a high-pressure trip.</p>",
    });
    const rude = await forum.reply(globex, topic.topicId, "<p>Read the manual.</p>");
    await flag(customer, rude.postId, "offensive");
    const hideId = await moderate(staff, { action: "hide", postId: rude.postId });
    expect((await forum.read(customer, topic.topicId)).posts.map((p) => p.id)).not.toContain(rude.postId);
    expect((await queue()).map((i) => i.postId)).not.toContain(rude.postId);
    await staff.post(ForumPath.undo, { actionId: hideId });
    expect((await forum.read(customer, topic.topicId)).posts.map((p) => p.id)).toContain(rude.postId);
    expect((await queue()).find((i) => i.postId === rude.postId)).toMatchObject({
      kind: "flagged",
      state: "visible",
      actions: ["approve", "hide", "delete"],
    });
  });

  it("turns a topic into a service request of the asker's company, linked both ways, once, staff only", async () => {
    const topic = await forum.create(customer, {
      categoryId: maintenance,
      title: "Boiler pressure drops overnight",
      bodyHtml: "<p>Pressure falls from 1.5 to 0.8 bar by morning.</p>",
    });
    expect((await customer.post(ForumPath.convert, { topicId: topic.topicId })).statusCode).toBe(403);
    expect((await forum.read(staff, topic.topicId)).topic.canConvert).toBe(true);
    const res = await staff.post(ForumPath.convert, { topicId: topic.topicId });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<TConvertForumTopicResponse>();
    expect(made.number).toMatch(/^SR-\d{6}$/);
    const again = await staff.post(ForumPath.convert, { topicId: topic.topicId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(made.number);

    expect((await forum.read(customer, topic.topicId)).topic.request).toEqual({
      id: made.requestId,
      number: made.number,
    });
    expect((await forum.read(globex, topic.topicId)).topic.request).toBeNull();
    expect((await forum.read(staff, topic.topicId)).topic).toMatchObject({ canConvert: false });

    const search = (c: TestClient) =>
      c.post("/api/dataview/execsearch", { screenName: "request", searchValue: made.number });
    const mine = (await search(customer)).json<TSearchResponse>();
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({ request_number: made.number });
    expect((await search(globex)).json<TSearchResponse>().total).toBe(0);

    const timeline = (
      await customer.get(`${RequestWfPath.timeline}?requestId=${made.requestId}`)
    ).json<TTimelineResponse>();
    expect(timeline.statuses.map((s) => s.status)).toEqual(["NEW"]);
    expect(timeline.notes[0]!.text).toContain(`/app/forumconvo/${topic.topicId}`);
    expect((await globex.get(`${RequestWfPath.timeline}?requestId=${made.requestId}`)).statusCode).toBe(404);

    // A staff member's own topic has no company to raise a request for.
    const staffTopic = await forum.create(staff, {
      categoryId: gettingStarted,
      title: "Office hours over the holidays",
      bodyHtml: "<p>We answer on weekdays.</p>",
    });
    expect((await staff.post(ForumPath.convert, { topicId: staffTopic.topicId })).statusCode).toBe(409);
  });
});

describe("forum rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite", {
      rateLimits: {
        factor: 1,
        overrides: { forumPost: { max: 3, windowSeconds: 600 }, forumFlag: { max: 2, windowSeconds: 600 } },
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it("caps posting and flagging per person with 429 and Retry-After; another person has their own budget", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const topic = (await forum.topics(customer)).items[0]!;
    const post = (n: number) =>
      customer.post(ForumPath.reply, { topicId: topic.id, bodyHtml: `<p>reply ${n}</p>` });
    for (const n of [1, 2, 3]) expect((await post(n)).statusCode).toBe(200);
    const limited = await post(4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    // The budget follows the person (another session from another address is still refused)…
    const elsewhere = await signedIn(t.app, DEMO.customer.email);
    expect(
      (await elsewhere.post(ForumPath.reply, { topicId: topic.id, bodyHtml: "<p>x</p>" })).statusCode,
    ).toBe(429);
    // …and another person has a budget of their own.
    const staff = await signedIn(t.app, DEMO.staff.email);
    const staffReply = await staff.post(ForumPath.reply, { topicId: topic.id, bodyHtml: "<p>staff</p>" });
    expect(staffReply.statusCode).toBe(200);
    const { posts } = await forum.read(customer, topic.id);
    for (const p of posts.slice(0, 2)) await customer.post(ForumPath.flag, { postId: p.id, reason: "other" });
    const third = await customer.post(ForumPath.flag, { postId: posts[2]!.id, reason: "other" });
    expect(third.statusCode).toBe(429);
  });
});
