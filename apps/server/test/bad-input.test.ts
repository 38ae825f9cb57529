import {
  ApiPath,
  AttachmentsPath,
  ErrorCode,
  DataviewPath,
  MetadataPath,
  RequestWfPath,
  SaveUpdatePath,
  WorkflowPath,
} from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, signedIn } from "./support/client.js";
import { DEMO, formData } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

/*
 * Issue 9: bad input found by the route fuzzer answered 500. Each case here is one of those shapes,
 * sent as a client would; every one must be a 400 naming the field, and change nothing.
 */
const PDF = {
  name: "attachment",
  fileName: "note.pdf",
  contentType: "application/pdf",
  data: Buffer.from("%PDF-1.4"),
};

/** Posts a multipart form as the browser's FormData would. */
const upload = (client: TestClient, parts: Parameters<typeof formData>[0]) => {
  const form = formData(parts);
  return client.request("POST", AttachmentsPath.upload, form.payload, {
    headers: { "content-type": form.contentType },
  });
};

const fieldOf = (body: string) => (JSON.parse(body) as { details?: { path: string }[] }).details?.[0]?.path;

describe.each(engines)("bad input is a 400 naming the field (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let designer: TestClient;

  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  it("refuses a NUL character in JSON, query string, form and multipart fields and in file names", async () => {
    const json = await customer.post(DataviewPath.execSearch, {
      screenName: "request",
      searchValue: "a\u0000b",
    });
    expect([json.statusCode, fieldOf(json.body)]).toEqual([400, "searchValue"]);

    const query = await customer.get(`${MetadataPath.fetchScreen}?screenName=req%00uest`);
    expect([query.statusCode, fieldOf(query.body)]).toEqual([400, "screenName"]);

    const form = await designer.request(
      "POST",
      WorkflowPath.deleteWorkflow,
      Buffer.from("screenName=a%00b"),
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    );
    expect([form.statusCode, fieldOf(form.body)]).toEqual([400, "screenName"]);

    const multipart = await upload(customer, [{ name: "filename", value: "note\u0000.pdf" }, PDF]);
    expect([multipart.statusCode, fieldOf(multipart.body)]).toEqual([400, "filename"]);

    const fileName = await upload(customer, [{ ...PDF, fileName: "a\u0000b.pdf" }]);
    expect([fileName.statusCode, fieldOf(fileName.body)]).toEqual([400, "attachment"]);
  });

  it("refuses a NUL in a new account's name without writing the account or its hash to the log", async () => {
    const lines: string[] = [];
    const logged = await startTestApp(engine, {
      config: { logLevel: "info" },
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      const client = await new TestClient(logged.app).init();
      const res = await client.post(ApiPath.signup, {
        userName: "NULNAME",
        firstName: "Nul\u0000",
        lastName: "Person",
        email: "nul.person@example.test",
        password: "Start!2026x",
        confirmPassword: "Start!2026x",
      });
      expect([res.statusCode, fieldOf(res.body)]).toEqual([400, "firstName"]);
      expect(lines.join("\n")).not.toMatch(/nul\.person@example\.test|\$argon2id/);
    } finally {
      await logged.close();
    }
  });

  it("takes ids as whole numbers in the integer range only: no coercion, no overflow", async () => {
    for (const id of ["99999999999999", "2147483648", "0x10", " 0b11 ", "1e3", "true"]) {
      const res = await customer.get(`${AttachmentsPath.download}?id=${encodeURIComponent(id)}`);
      expect([id, res.statusCode, fieldOf(res.body)]).toEqual([id, 400, "id"]);
    }
    for (const requestId of [2147483648, 99999999999999, true, "0x10", [4], " 0b11 "]) {
      const res = await customer.post(RequestWfPath.addNote, { requestId, text: "hello" });
      expect([JSON.stringify(requestId), res.statusCode, fieldOf(res.body)]).toEqual([
        JSON.stringify(requestId),
        400,
        "requestId",
      ]);
    }
  });

  it("does not read { ScreenId: true } as screen 1, nor an upload rowId of 0x10 as row 16", async () => {
    const res = await designer.post(MetadataPath.removeCommunityElement, { ScreenId: true, Disabled: true });
    expect([res.statusCode, fieldOf(res.body)]).toEqual([400, "ScreenId"]);
    const screens = await designer.get(MetadataPath.fetchPrimaryScreenNames);
    expect((screens.json() as { disabled?: boolean }[]).some((s) => s.disabled)).toBe(false);

    const linked = await upload(customer, [
      { name: "tableName", value: "service_requests" },
      { name: "rowId", value: "0x10" },
      PDF,
    ]);
    expect([linked.statusCode, fieldOf(linked.body)]).toEqual([400, "rowId"]);
  });

  it("answers a forged search cursor whose keys have the wrong type with a 400 naming cursor", async () => {
    const first = await customer.post(DataviewPath.execSearch, { screenName: "request", pageSize: 5 });
    const real = (first.json() as { nextCursor: string }).nextCursor;
    const decoded = JSON.parse(Buffer.from(real, "base64url").toString("utf8")) as {
      o: string;
      k: unknown[];
    };
    const forged = Buffer.from(JSON.stringify({ ...decoded, k: decoded.k.map(() => "notadate") })).toString(
      "base64url",
    );
    const res = await customer.post(DataviewPath.execSearch, {
      screenName: "request",
      pageSize: 5,
      cursor: forged,
    });
    expect([res.statusCode, fieldOf(res.body)]).toEqual([400, "cursor"]);
  });

  it("answers truncated and boundary-less multipart bodies with a 400", async () => {
    const form = formData([
      { name: "screenName", value: "request" },
      {
        name: "attachment",
        fileName: "note.pdf",
        contentType: "application/pdf",
        data: Buffer.alloc(10_000, 1),
      },
    ]);
    const cut = await customer.request("POST", SaveUpdatePath.updateEntity, form.payload.subarray(0, 5_000), {
      headers: { "content-type": form.contentType },
    });
    expect([cut.statusCode, fieldOf(cut.body)]).toEqual([400, "body"]);
    const noBoundary = await customer.request("POST", AttachmentsPath.upload, form.payload, {
      headers: { "content-type": "multipart/form-data" },
    });
    expect([noBoundary.statusCode, fieldOf(noBoundary.body)]).toEqual([400, "body"]);
  });
  it("refuses a NUL in getprofileimg's imageId by name, before the database sees it", async () => {
    const res = await customer.get(`${ApiPath.getProfileImage}?imageId=a%00b`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation });
    expect(fieldOf(res.body)).toBe("imageId");
  });

  it("answers a path with bad percent-encoding in the portal's own error shape", async () => {
    for (const url of [`${ApiPath.branding}/%E0%A4%A`, "/api/nothing/%E0%A4%A", "/portal/api/x/%ZZ"]) {
      const res = await customer.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: ErrorCode.Validation,
        message: expect.stringMatching(/^path: /),
      });
      expect(fieldOf(res.body), url).toBe("path");
      // Answered before any hook runs, it still carries the portal's headers.
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });
});
