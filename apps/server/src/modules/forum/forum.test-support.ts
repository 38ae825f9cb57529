import {
  ForumPath,
  type TCreateForumTopicRequest,
  type TForumCategoriesResponse,
  type TForumCategory,
  type TForumPostedResponse,
  type TForumTopicResponse,
  type TForumTopicsResponse,
  type TSaveForumCategoryRequest,
} from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO } from "../../../test/support/fixtures.js";
import type { TestApp } from "../../../test/support/harness.js";
import { companies } from "../../platform/companies/companies.table.js";

/** The forum's API as the tests call it: each helper expects success and returns the parsed answer. */
export const forum = {
  categories: async (c: TestClient) => {
    const res = await c.get(ForumPath.categories);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumCategoriesResponse>();
  },
  saveCategory: async (c: TestClient, body: TSaveForumCategoryRequest) => {
    const res = await c.post(ForumPath.saveCategory, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumCategory>();
  },
  topics: async (c: TestClient, query: Record<string, string> = {}) => {
    const res = await c.get(ForumPath.topics, { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumTopicsResponse>();
  },
  topic: (c: TestClient, id: number) => c.get(ForumPath.topic, { query: { id: String(id) } }),
  read: async (c: TestClient, id: number) => {
    const res = await forum.topic(c, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumTopicResponse>();
  },
  create: async (c: TestClient, body: TCreateForumTopicRequest) => {
    const res = await c.post(ForumPath.createTopic, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumPostedResponse>();
  },
  reply: async (c: TestClient, topicId: number, bodyHtml: string, quotePostId?: number) => {
    const res = await c.post(ForumPath.reply, { topicId, bodyHtml, ...(quotePostId ? { quotePostId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TForumPostedResponse>();
  },
  settings: async (c: TestClient, flagThreshold: number, holdFirstPosts: number) => {
    const res = await c.post(ForumPath.settings, { flagThreshold, holdFirstPosts });
    expect(res.statusCode, res.body).toBe(200);
  },
};

export async function companyIds(t: TestApp) {
  const [acme] = await t.db.select().from(companies).where(eq(companies.emailDomain, "acme-corp.test"));
  const [globex] = await t.db.select().from(companies).where(eq(companies.emailDomain, "globex.test"));
  return { acme: acme!.id, globex: globex!.id };
}

/** A new signed-in customer of the company (no forum posts yet). */
export async function newCustomer(t: TestApp, companyId: number, firstName = "Test") {
  const p = await createPerson(t.db, { companyId, roleCode: "CUSTOMER", firstName });
  return { client: await signedIn(t.app, p.email, p.password), person: p };
}

/**
 * Where every forum test starts: the demo's customer (Casey, Acme), staff and designer signed in,
 * the companies' ids, the moderation settings given (flags that hide a post, first posts held),
 * and the two seeded categories' ids.
 */
export async function forumWorld(t: TestApp, settings: { flagThreshold: number; holdFirstPosts: number }) {
  const customer = await signedIn(t.app, DEMO.customer.email);
  const staff = await signedIn(t.app, DEMO.staff.email);
  const designer = await signedIn(t.app, DEMO.designer.email);
  const ids = await companyIds(t);
  await forum.settings(staff, settings.flagThreshold, settings.holdFirstPosts);
  const categories = (await forum.categories(customer)).categories;
  const categoryId = (title: string) => categories.find((c) => c.title === title)!.id;
  return {
    customer,
    staff,
    designer,
    ids,
    gettingStarted: categoryId("Getting started"),
    maintenance: categoryId("Maintenance & troubleshooting"),
  };
}
