import { ApiPath, ErrorCode } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appParams, persons, storedFiles } from "../../db/schema.js";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { jpegClaiming, pngClaiming } from "../../../test/support/crafted-images.js";
import { createPerson, DEMO, formData, PNG_1PX } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("profile image (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  const upload = (
    c: TestClient,
    fileName: string,
    data: Buffer,
    contentType = "image/png",
    filenameField = fileName,
  ) => {
    const form = formData([
      { name: "attachment", fileName, contentType, data },
      { name: "filename", value: filenameField },
    ]);
    return c.post(ApiPath.updateImage, form.payload, { headers: { "content-type": form.contentType } });
  };

  const companyOf = async (email: string) =>
    (await t.db.select().from(persons).where(eq(persons.email, email)))[0]!.companyId;

  it("stores a PNG under a generated id and serves it back inline with nosniff", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const res = await upload(c, "me.png", PNG_1PX);
    expect(res.statusCode).toBe(200);
    const { ImageId } = res.json();
    expect(ImageId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await c.get(ApiPath.loggedInData)).json().ImageId).toBe(ImageId);
    const img = await c.get(`${ApiPath.getProfileImage}?imageId=${ImageId}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.headers["x-content-type-options"]).toBe("nosniff");
    expect(img.headers["content-disposition"]).toBe('inline; filename="me.png"');
    expect(img.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it("decides the type by content: a JPEG named .png is stored as image/jpeg", async () => {
    const c = await signedIn(t.app, DEMO.customer2.email);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const { ImageId } = (await upload(c, "photo.png", jpeg, "image/png")).json();
    expect((await c.get(`${ApiPath.getProfileImage}?imageId=${ImageId}`)).headers["content-type"]).toBe(
      "image/jpeg",
    );
  });

  it("refuses an image whose header claims more pixels than a browser should decode, naming the field", async () => {
    const c = await signedIn(t.app, DEMO.customer2.email);
    const before = (await t.db.select().from(persons).where(eq(persons.email, DEMO.customer2.email)))[0]!;
    // 1.6 GB once decoded, a hundred bytes on the wire.
    for (const [name, data] of [
      ["bomb.png", pngClaiming(40_000, 40_000)],
      ["wide.png", pngClaiming(20_000, 10)],
      ["huge.jpg", jpegClaiming(9_000, 9_000)],
    ] as const) {
      const res = await upload(c, name, data);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.Validation, details: [{ path: "attachment" }] });
      expect(res.json().message).toContain(`"${name}"`);
      expect(res.json().message).toContain("16384 pixels");
    }
    const after = (await t.db.select().from(persons).where(eq(persons.email, DEMO.customer2.email)))[0]!;
    expect(after.imageId).toBe(before.imageId);
    // A 48-megapixel phone photo is still welcome.
    expect((await upload(c, "phone.jpg", jpegClaiming(8064, 6048))).statusCode).toBe(200);
  });

  it("replaces the previous image and deletes it", async () => {
    const person = await createPerson(t.db);
    const c = await signedIn(t.app, person.email, person.password);
    const first = (await upload(c, "a.png", PNG_1PX)).json().ImageId;
    const second = (await upload(c, "b.png", PNG_1PX)).json().ImageId;
    expect(second).not.toBe(first);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, first))).toHaveLength(0);
    expect((await c.get(`${ApiPath.getProfileImage}?imageId=${first}`)).statusCode).toBe(404);
  });

  it("blocks a file whose bytes are not an image, naming the file (415)", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const res = await upload(c, "innocent.png", Buffer.from("MZ\x90\x00 this is an executable"), "image/png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: ErrorCode.BlockedFileType });
    expect(res.json().message).toContain('"innocent.png"');
  });

  it("blocks a blacklisted extension even with image bytes", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const res = await upload(c, "image.exe", PNG_1PX, "image/png");
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('"image.exe"');
  });

  it("refuses a file above maxRequestLength with 413", async () => {
    await t.db.update(appParams).set({ value: "200" }).where(eq(appParams.name, "maxRequestLength"));
    try {
      const c = await signedIn(t.app, DEMO.customer.email);
      const res = await upload(c, "big.png", Buffer.concat([PNG_1PX, Buffer.alloc(1000)]));
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe(ErrorCode.TooLarge);
    } finally {
      await t.db
        .update(appParams)
        .set({ value: String(5 * 1024 * 1024) })
        .where(eq(appParams.name, "maxRequestLength"));
    }
  });

  it("asks for the attachment field when it is missing", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const form = formData([{ name: "filename", value: "x.png" }]);
    const res = await c.post(ApiPath.updateImage, form.payload, {
      headers: { "content-type": form.contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, details: [{ path: "attachment" }] });
  });

  it("refuses a non-multipart body as a client error, not a 500", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const res = await c.post(ApiPath.updateImage, { attachment: "nope" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("needs a session and the XSRF header to upload", async () => {
    const form = formData([
      { name: "attachment", fileName: "a.png", contentType: "image/png", data: PNG_1PX },
    ]);
    const anonymous = await new TestClient(t.app).init();
    const res = await anonymous.post(ApiPath.updateImage, form.payload, {
      headers: { "content-type": form.contentType },
    });
    expect(res.statusCode).toBe(401);
    const c = await signedIn(t.app, DEMO.customer.email);
    const noXsrf = await c.post(ApiPath.updateImage, form.payload, {
      headers: { "content-type": form.contentType },
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  describe("getprofileimg authorization", () => {
    let imageId: string;
    beforeAll(async () => {
      const owner = await createPerson(t.db, { companyId: await companyOf(DEMO.customer.email) });
      const c = await signedIn(t.app, owner.email, owner.password);
      imageId = (await upload(c, "colleague.png", PNG_1PX)).json().ImageId;
    });

    it.each([
      ["a colleague of the same company", DEMO.customer.email],
      ["staff", DEMO.staff.email],
      ["a designer", DEMO.designer.email],
    ])("lets %s see it", async (_who, email) => {
      const c = await signedIn(t.app, email);
      expect((await c.get(`${ApiPath.getProfileImage}?imageId=${imageId}`)).statusCode).toBe(200);
    });

    it("hides it from a customer of another company as if it did not exist", async () => {
      const c = await signedIn(t.app, DEMO.customer2.email);
      const res = await c.get(`${ApiPath.getProfileImage}?imageId=${imageId}`);
      const missing = await c.get(`${ApiPath.getProfileImage}?imageId=00000000-0000-0000-0000-000000000000`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    });

    it("hides it from a customer without a company", async () => {
      const loner = await createPerson(t.db);
      const c = await signedIn(t.app, loner.email, loner.password);
      expect((await c.get(`${ApiPath.getProfileImage}?imageId=${imageId}`)).statusCode).toBe(404);
    });

    it("needs a session and an imageId", async () => {
      expect(
        (await new TestClient(t.app).get(`${ApiPath.getProfileImage}?imageId=${imageId}`)).statusCode,
      ).toBe(401);
      const c = await signedIn(t.app, DEMO.staff.email);
      const res = await c.get(ApiPath.getProfileImage);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^imageId: /);
    });
  });
});
