import { AttachmentsPath, ErrorCode, type TUpdateEntityResponse } from "@fsm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { pngClaiming } from "../../../test/support/crafted-images.js";
import { formData, PNG_1PX, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { appParams } from "../../db/schema.js";
import { firstId, loadForm } from "../records/records.test-support.js";

type Part = Parameters<typeof formData>[0][number];

describe.each(engines)("attachments (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let requestId: number;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    requestId = await firstId(customer, "request");
  });
  afterAll(async () => t?.close());

  const send = (client: TestClient, url: string, parts: Part[], options: { xsrf?: boolean } = {}) => {
    const { payload, contentType } = formData(parts);
    return client.post(url, payload, { headers: { "content-type": contentType }, ...options });
  };
  const file = (fileName: string, data: Buffer, name = "attachment"): Part => ({
    name,
    fileName,
    contentType: "application/octet-stream",
    data,
  });
  const upload = (client: TestClient, fileName: string, data: Buffer, link = true) =>
    send(client, AttachmentsPath.upload, [
      file(fileName, data),
      { name: "filename", value: fileName },
      ...(link
        ? [
            { name: "tableName", value: "service_requests" },
            { name: "rowId", value: String(requestId) },
          ]
        : []),
    ]);

  it("refuses an image whose header claims absurd dimensions, naming the field", async () => {
    const res = await upload(customer, "site photo.png", pngClaiming(40_000, 40_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, details: [{ path: "attachment" }] });
    expect(res.json().message).toMatch(/"site photo\.png" is 40000 × 40000 pixels/);
  });

  it("stores an upload under a generated name, linked to the row, and serves it as a safe download", async () => {
    const res = await upload(customer, "photo of boiler.png", PNG_1PX);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ attachmentId: string; id: number; contentType: string }>();
    expect(body.attachmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.contentType).toBe("image/png");
    const download = await customer.get(AttachmentsPath.download, { query: { id: String(body.id) } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toBe('attachment; filename="photo_of_boiler.png"');
  });

  it.each([
    ["setup.exe", Buffer.from("MZ\x90\x00 program"), /"setup\.exe" is not allowed: files of type \.exe/],
    [
      "invoice.pdf",
      Buffer.from("MZ\x90\x00 a program in disguise"),
      /"invoice\.pdf" is not allowed: its content/,
    ],
    ["notes.txt", Buffer.from("  <!DOCTYPE html><script>alert(1)</script>"), /"notes\.txt" .*\(html\)/],
    ["logo.png", Buffer.from('<?xml version="1.0"?><svg onload="x()"/>'), /"logo\.png" .*\(svg\)/],
  ])("refuses %s by extension or sniffed content with 415", async (name, data, message) => {
    const res = await upload(customer, name, data);
    expect(res.statusCode).toBe(415);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: "BLOCKED_FILE_TYPE" });
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it("refuses a file above maxRequestLength with 413 naming it", async () => {
    await t.db.update(appParams).set({ value: "200" }).where(eq(appParams.name, "maxRequestLength"));
    try {
      const res = await upload(customer, "big.pdf", Buffer.alloc(500, 0x25));
      expect(res.statusCode).toBe(413);
      expect(res.json<{ message: string }>().message).toMatch(
        /"big\.pdf" is larger than the allowed 200 bytes/,
      );
    } finally {
      await t.db
        .update(appParams)
        .set({ value: String(5 * 1024 * 1024) })
        .where(eq(appParams.name, "maxRequestLength"));
    }
  });

  it("keeps company B out of A's attachments and rows", async () => {
    const mine = (await upload(customer, "a.png", PNG_1PX)).json<{ id: number }>();
    const read = await customer2.get(AttachmentsPath.download, { query: { id: String(mine.id) } });
    expect(read.statusCode).toBe(404);
    expect((await upload(customer2, "b.png", PNG_1PX)).statusCode).toBe(404);
    const pending = (await upload(customer2, "c.png", PNG_1PX, false)).json<{ attachmentId: string }>();
    const form = (await loadForm(customer, "request", requestId)).dataModel;
    const steal = await send(customer, "/api/saveupdate/updateentity", [
      { name: "screenName", value: "request" },
      { name: "primaryTable", value: "service_requests" },
      { name: "dataModel", value: JSON.stringify(form) },
      { name: "originalDataModel", value: JSON.stringify(form) },
      { name: "attachments", value: JSON.stringify([{ attachmentId: pending.attachmentId }]) },
    ]);
    expect(steal.statusCode).toBe(400);
    expect(steal.json<{ message: string }>().message).toMatch(
      /^attachments\[0\]\.attachmentId: no unlinked upload/,
    );
  });

  it("links files sent with updateentity and earlier uploads in the save's transaction", async () => {
    const earlier = (await upload(customer, "earlier.png", PNG_1PX, false)).json<{ attachmentId: string }>();
    const form = (await loadForm(customer, "request", requestId)).dataModel;
    const res = await send(customer, "/api/saveupdate/updateentity", [
      { name: "screenName", value: "request" },
      { name: "primaryTable", value: "service_requests" },
      { name: "dataModel", value: JSON.stringify({ ...form, description: "with photos" }) },
      { name: "originalDataModel", value: JSON.stringify(form) },
      {
        name: "attachments",
        value: JSON.stringify([
          { attachmentId: "photo-1", fileType: "png" },
          { attachmentId: earlier.attachmentId },
        ]),
      },
      file("inline.png", PNG_1PX, "photo-1"),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<TUpdateEntityResponse>().dataModel.description).toBe("with photos");
    const linked = (await t.db.execute(
      sql`select file_name from attachments where owner_table = 'service_requests' and owner_id = ${requestId}`,
    )) as unknown as { rows: { file_name: string }[] };
    expect(linked.rows.map((r) => r.file_name)).toEqual(
      expect.arrayContaining(["inline.png", "earlier.png"]),
    );
  });

  it("answers 401 without a session and 403 without the XSRF header", async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.init();
    expect((await upload(anonymous, "a.png", PNG_1PX)).statusCode).toBe(401);
    const { payload, contentType } = formData([file("a.png", PNG_1PX)]);
    const res = await customer.post(AttachmentsPath.upload, payload, {
      headers: { "content-type": contentType },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});
