import { AttachmentsPath, BlogPath, type TBlogDraft } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../test/support/client.js";
import { DEMO, formData, PNG_1PX } from "../../../test/support/fixtures.js";
import { startTestApp, type TestApp } from "../../../test/support/harness.js";

describe("blog and upload rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite", {
      rateLimits: {
        factor: 1,
        overrides: {
          blogDraft: { max: 3, windowSeconds: 600 },
          blogPublish: { max: 2, windowSeconds: 600 },
          upload: { max: 2, windowSeconds: 600 },
        },
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it("caps an editor's draft saves and publishes per person, with 429 and Retry-After", async () => {
    const staff = await signedIn(t.app, DEMO.staff.email);
    const first = await staff.post(BlogPath.saveDraft, { title: "Limits", bodyHtml: "<p>1</p>" });
    expect(first.statusCode, first.body).toBe(200);
    const { id } = first.json<TBlogDraft>();
    for (const n of [2, 3])
      expect(
        (await staff.post(BlogPath.saveDraft, { id, title: "Limits", bodyHtml: `<p>${n}</p>` })).statusCode,
      ).toBe(200);
    const limited = await staff.post(BlogPath.saveDraft, { id, title: "Limits", bodyHtml: "<p>4</p>" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    // The refused save changed nothing: the working copy is the third one.
    expect((await staff.get(BlogPath.draft, { query: { id: String(id) } })).json<TBlogDraft>().bodyHtml).toBe(
      "<p>3</p>",
    );

    expect((await staff.post(BlogPath.publish, { id })).statusCode).toBe(200);
    expect((await staff.post(BlogPath.unpublish, { id })).statusCode).toBe(200);
    expect((await staff.post(BlogPath.publish, { id })).statusCode).toBe(429);
    // Another editor has a budget of their own.
    const designer = await signedIn(t.app, DEMO.designer.email);
    expect((await designer.post(BlogPath.publish, { id })).statusCode).toBe(200);
  });

  it("caps the files one person uploads, whatever they upload them for", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const upload = () => {
      const { payload, contentType } = formData([
        { name: "attachment", fileName: "photo.png", contentType: "image/png", data: PNG_1PX },
      ]);
      return customer.post(AttachmentsPath.upload, payload, { headers: { "content-type": contentType } });
    };
    for (const _ of [1, 2]) expect((await upload()).statusCode).toBe(200);
    const limited = await upload();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});
