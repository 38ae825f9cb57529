import { ApiPath, AttachmentsPath, MetadataPath, type TConfigData } from "@fsm/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseJsonString, signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO, formData, PNG_1PX } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import { SETTINGS_KIND } from "./settings.kind.js";
import { lockedSettings } from "./settings.service.js";

type ErrorBody = { code: string; message: string; details: { path: string; message: string }[] };

describe.each(engines)("updateAppParam (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let seeded: Awaited<ReturnType<typeof lockedSettings>>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    seeded = await lockedSettings(t.db);
  });
  // Each test starts from the seeded configuration.
  afterEach(async () => {
    await storeDocument(t.db, SETTINGS_KIND, null, seeded, { comment: "test reset" });
  });
  afterAll(async () => t?.close());

  const update = (client: TestClient, paramName: string, paramValue: unknown) =>
    client.post(MetadataPath.updateAppParam, { paramName, paramValue });
  const config = async () =>
    parseJsonString<TConfigData>(await new TestClient(t.app).get(ApiPath.getConfigData));

  it("lets a designer change a field, which the next getConfigData serves", async () => {
    const res = await update(designer, "companyName", "  Contoso Service  ");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "success",
      paramName: "companyName",
      paramValue: "Contoso Service",
    });
    expect((await config()).companyName).toBe("Contoso Service");

    expect((await update(designer, "enableSignup", false)).json()).toMatchObject({ paramValue: false });
    expect((await update(designer, "alignLoginFormRight", "TRUE")).statusCode).toBe(200);
    expect((await update(designer, "maxCodeSelectOptions", "50")).json()).toMatchObject({ paramValue: 50 });
    expect((await update(designer, "companyLogoName", "")).statusCode).toBe(200);
    expect(await config()).toMatchObject({
      enableSignup: false,
      alignLoginFormRight: true,
      maxCodeSelectOptions: 50,
      companyLogoName: null,
    });
  });

  it("stores a blacklist as lower-case extensions without dots, from a list or comma-separated text", async () => {
    expect((await update(designer, "fileTypesBlackList", [".EXE", "bat", "exe"])).statusCode).toBe(200);
    expect((await config()).fileTypesBlackList).toEqual(["exe", "bat"]);
    expect((await update(designer, "fileTypesBlackList", "exe, .Msi")).statusCode).toBe(200);
    expect((await config()).fileTypesBlackList).toEqual(["exe", "msi"]);
  });

  it("refuses everyone without the studio license with 403 and changes nothing", async () => {
    for (const who of [DEMO.customer, DEMO.staff]) {
      const res = await update(await signedIn(t.app, who.email), "companyName", "Hacked");
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().code).toBe("FORBIDDEN");
    }
    expect((await config()).companyName).toBe("Northwind Field Services");
  });

  it("refuses a call without the XSRF header and an anonymous one", async () => {
    const noXsrf = await designer.post(
      MetadataPath.updateAppParam,
      { paramName: "companyName", paramValue: "X" },
      { xsrf: false },
    );
    expect(noXsrf.statusCode).toBe(403);
    const anonymous = await (
      await new TestClient(t.app).init()
    ).post(MetadataPath.updateAppParam, {
      paramName: "companyName",
      paramValue: "X",
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await config()).companyName).toBe("Northwind Field Services");
  });

  it.each(["colour", "xsrfSecret", "deviceCookieSecret", "__proto__", "constructor"])(
    "refuses the unknown parameter %s with 400 naming paramName",
    async (name) => {
      const res = await update(designer, name, "x");
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.details[0]!.path).toBe("paramName");
      expect(body.message).toContain(`unknown parameter "${name}"`);
    },
  );

  it.each<[string, unknown, RegExp]>([
    ["maxRequestLength", 0, /greater than 0/],
    ["maxRequestLength", -5, /greater than 0/],
    ["maxRequestLength", "12abc", /whole number/],
    ["maxRequestLength", 1.5, /whole number/],
    ["maxRequestLength", 1024 * 1024 * 1024, /at most 104857600/],
    ["maxCodeSelectOptions", "0", /greater than 0/],
    ["maxCodeSelectOptions", true, /whole number/],
    ["enableSignup", "maybe", /true or false/],
    ["canEditRequest", 1, /true or false/],
    ["fileTypesBlackList", ["exe", "../etc"], /file extensions/],
    ["fileTypesBlackList", 7, /file extensions/],
    ["companyName", ["a"], /text/],
    ["companyLogoName", "https://evil.example/logo.png", /relative to the portal/],
    ["loginBackgroundPath", "api/../../etc/passwd", /relative to the portal/],
  ])("refuses %s = %j with 400 naming paramValue", async (name, value, reason) => {
    const before = await config();
    const res = await update(designer, name, value);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.details[0]!.path).toBe("paramValue");
    expect(body.message).toMatch(/^paramValue: /);
    expect(body.message).toMatch(reason);
    expect(await config()).toEqual(before);
  });

  it("applies new upload limits to the very next upload", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const upload = (fileName: string, data: Buffer) => {
      const { payload, contentType } = formData([
        { name: "attachment", fileName, contentType: "application/octet-stream", data },
        { name: "filename", value: fileName },
      ]);
      return customer.post(AttachmentsPath.upload, payload, { headers: { "content-type": contentType } });
    };
    expect((await upload("pixel.png", PNG_1PX)).statusCode).toBe(200);
    expect((await update(designer, "fileTypesBlackList", ["png"])).statusCode).toBe(200);
    expect((await upload("pixel.png", PNG_1PX)).statusCode).toBe(415);

    const notes = Buffer.alloc(500, 0x61);
    expect((await upload("notes.txt", notes)).statusCode).toBe(200);
    expect((await update(designer, "maxRequestLength", 200)).statusCode).toBe(200);
    const tooBig = await upload("notes.txt", notes);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ErrorBody>().message).toMatch(/larger than the allowed 200 bytes/);
  });
});
