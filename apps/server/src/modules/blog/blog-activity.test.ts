import { ApiPath, BlogPath, type TActivityFeedResponse, type TBlogDraft } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../test/support/client.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { blogReaders } from "./blog.test-support.js";

describe.each(engines)("blog posts in the activity feed (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient; // Acme, CUSTOMER
  let globex: TestClient; // Globex, CUSTOMER
  let basic: TestClient; // Globex, CUSTOMER_BASIC: no blog access
  let staff: TestClient;
  let acmeId: number;

  const publishPost = async (
    title: string,
    audience?: { all: boolean; roles: string[]; companyIds: number[] },
    publishAt?: string,
  ) => {
    const saved = await staff.post(BlogPath.saveDraft, {
      title,
      excerpt: `${title}: what changes for you`,
      bodyHtml: `<p>${title}</p>`,
      ...(audience ? { audience } : {}),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json<TBlogDraft>();
    const published = await staff.post(BlogPath.publish, { id, ...(publishAt ? { publishAt } : {}) });
    expect(published.statusCode, published.body).toBe(200);
    return id;
  };
  const postEvents = async (client: TestClient) => {
    const res = await client.get(`${ApiPath.activityFeed}?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TActivityFeedResponse>().events.filter((e) => e.kind === "blog_post");
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ customer, globex, basic, staff, acmeId } = await blogReaders(t));
  }, 120_000);
  afterAll(async () => t?.close());

  it("announces a published post to its audience only, linking to the post, newest first", async () => {
    const everyone = await publishPost("Winter service hours");
    const acmeOnly = await publishPost("Acme site visit plan", {
      all: false,
      roles: [],
      companyIds: [acmeId],
    });
    const later = await publishPost(
      "Next year's price list",
      undefined,
      new Date(Date.now() + 3_600_000).toISOString(),
    );

    const seenByAcme = await postEvents(customer);
    expect(seenByAcme.slice(0, 2)).toMatchObject([
      {
        id: `post:${acmeOnly}`,
        record: { table: "blog_posts", id: acmeOnly, number: "Acme site visit plan" },
        summary: { actor: expect.any(String), excerpt: "Acme site visit plan: what changes for you" },
      },
      { id: `post:${everyone}`, record: { number: "Winter service hours" } },
    ]);
    const ids = (events: { id: string }[]) => events.map((e) => e.id);
    expect(ids(await postEvents(globex))).toContain(`post:${everyone}`);
    expect(ids(await postEvents(globex))).not.toContain(`post:${acmeOnly}`);
    expect(await postEvents(basic)).toEqual([]);
    // A scheduled post reaches nobody's feed before its instant, editors' included.
    for (const client of [customer, globex, staff])
      expect(ids(await postEvents(client))).not.toContain(`post:${later}`);
    expect(ids(await postEvents(staff))).toEqual(
      expect.arrayContaining([`post:${everyone}`, `post:${acmeOnly}`]),
    );
  });

  it("takes an unpublished post out of the feed", async () => {
    const id = await publishPost("Withdrawn notice");
    expect((await postEvents(customer)).map((e) => e.id)).toContain(`post:${id}`);
    expect((await staff.post(BlogPath.unpublish, { id })).statusCode).toBe(200);
    expect((await postEvents(customer)).map((e) => e.id)).not.toContain(`post:${id}`);
  });
});
