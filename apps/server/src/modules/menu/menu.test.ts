import { ApiPath, ErrorCode, type TPortalMessagesResponse } from "@fsm/contracts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metadataDocuments } from "../../engine/documents/documents.table.js";
import { setWorkflowRow } from "../../engine/workflows/workflows.test-support.js";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("menu access and workflows (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  const menuOf = async (email: string) =>
    (await (await signedIn(t.app, email)).get(ApiPath.menuAccess)).json();

  it.each([
    [DEMO.customer.email, { request: "true", rma: "true", blog: "true", group: "true" }],
    [DEMO.customer2.email, { request: "true", rma: "false", blog: "false", group: "false" }],
    [DEMO.staff.email, { request: "true", rma: "true", blog: "true", group: "true" }],
    [DEMO.designer.email, { request: "true", rma: "true", blog: "true", group: "true" }],
  ])("gives %s the flags of its role", async (email, flags) => {
    expect(await menuOf(email)).toEqual(flags);
  });

  it("turns a menu flag off for everyone when its baseline workflow is disabled", async () => {
    await setWorkflowRow(t.db, "RMA", { disabled: true });
    try {
      expect(await menuOf(DEMO.staff.email)).toMatchObject({ rma: "false", request: "true" });
    } finally {
      await setWorkflowRow(t.db, "RMA", { disabled: false });
    }
  });

  it("lists enabled custom workflows: the seeded Site Survey titled from its message, not disabled ones", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const survey = { Title: "Site Survey", WorkflowStartScreenName: "SURVEY_SITE" };
    expect((await c.get(ApiPath.customWorkflowFeatures)).json()).toEqual([survey]);
    // Rows as the store keeps them; the menu reads only the header's start screen and title key.
    const row = (name: string, title: string, header: object, disabled = false) => ({
      kind: "workflow",
      name,
      title,
      document: { header },
      formatVersion: 1,
      disabled,
    });
    await t.db
      .insert(metadataDocuments)
      .values([
        row("INSPECTION", "Site Inspection", { startScreen: "inspectionStart", titleKey: "login_welcome" }),
        row("OLD", "Retired", { startScreen: "oldStart" }, true),
      ]);
    try {
      expect((await c.get(ApiPath.customWorkflowFeatures)).json()).toEqual([
        survey,
        { Title: "Welcome!", WorkflowStartScreenName: "inspectionStart" },
      ]);
    } finally {
      await t.db.delete(metadataDocuments).where(inArray(metadataDocuments.name, ["INSPECTION", "OLD"]));
    }
  });

  it("serves the portal messages to signed-in users", async () => {
    const res = await (await signedIn(t.app, DEMO.customer2.email)).get(ApiPath.portalMessages);
    const body = res.json<TPortalMessagesResponse>();
    expect(body.messages.login_welcome).toBe("Welcome!");
    expect(Date.parse(body.last_message_cache_refresh_time)).not.toBeNaN();
  });

  it.each([ApiPath.customWorkflowFeatures, ApiPath.portalMessages])("%s needs a session", async (url) => {
    const res = await new TestClient(t.app).get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.NotSignedIn);
  });
});
