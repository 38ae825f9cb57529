import { ApiPath, ForumPath, type TActivityFeedResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { companyIds, forum, newCustomer } from "./forum.test-support.js";

describe.each(engines)("forum replies in the activity feed (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient; // Casey, Acme
  let globex: TestClient; // Gina, Globex
  let bystander: TestClient; // another Globex customer, following nothing
  let basic: TestClient; // no group access
  let staff: TestClient;
  let maintenance: number;

  const replyEvents = async (client: TestClient) => {
    const res = await client.get(`${ApiPath.activityFeed}?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TActivityFeedResponse>().events.filter((e) => e.kind === "forum_reply");
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    basic = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const ids = await companyIds(t);
    globex = (await newCustomer(t, ids.globex, "Gina")).client;
    bystander = (await newCustomer(t, ids.globex, "Ben")).client;
    await forum.settings(staff, 3, 1);
    maintenance = (await forum.categories(customer)).categories.find((c) =>
      c.title.startsWith("Maintenance"),
    )!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it("brings a visible reply to the asker and the followers, never to its author or a bystander", async () => {
    const topic = await forum.create(customer, {
      categoryId: maintenance,
      title: "Cooling tower fan trips at noon",
      bodyHtml: "<p>The fan trips when it gets hot.</p>",
    });
    await staff.post(ForumPath.follow, { topicId: topic.topicId, following: true });
    // Gina's first post is held: nobody hears of it until a moderator approves it.
    const held = await forum.reply(
      globex,
      topic.topicId,
      "<p>Check the <strong>overload</strong> relay &amp; its setting.</p>",
    );
    expect(held.held).toBe(true);
    expect((await replyEvents(customer)).map((e) => e.id)).not.toContain(`reply:${held.postId}`);
    expect(
      (await staff.post(ForumPath.moderate, { action: "approve", postId: held.postId })).statusCode,
    ).toBe(200);

    const [event] = (await replyEvents(customer)).filter((e) => e.record.id === topic.topicId);
    expect(event).toMatchObject({
      id: `reply:${held.postId}`,
      record: { table: "forum_topics", id: topic.topicId, number: "Cooling tower fan trips at noon" },
      summary: {
        actor: expect.stringMatching(/^Gina /),
        excerpt: "Check the overload relay &amp; its setting.",
      },
    });
    expect((await replyEvents(staff)).map((e) => e.id)).toContain(`reply:${held.postId}`);
    expect((await replyEvents(globex)).map((e) => e.id)).not.toContain(`reply:${held.postId}`);
    expect(await replyEvents(bystander)).toEqual([]);
    expect(await replyEvents(basic)).toEqual([]);
    // Unfollowing stops the events; the asker keeps hearing of replies to their own topic.
    await staff.post(ForumPath.follow, { topicId: topic.topicId, following: false });
    expect((await replyEvents(staff)).map((e) => e.id)).not.toContain(`reply:${held.postId}`);
  });
});
