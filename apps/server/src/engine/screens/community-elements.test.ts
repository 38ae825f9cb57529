import { MetadataPath, type TScreenResponse, type TScreenRevision } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { postMetadata, sitesScreen } from "./screens.test-support.js";

type Listed = { screenId: number; name: string; disabled: boolean };

describe.each(engines)("removecommunityelement (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let customer: TestClient;
  let staff: TestClient;
  let element: TScreenResponse;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    element = (await postMetadata(designer, sitesScreen("siteCorner"))).json<TScreenResponse>();
  });
  afterAll(async () => t?.close());

  const setDisabled = (client: TestClient, ScreenId: unknown, Disabled: unknown) =>
    client.post(MetadataPath.removeCommunityElement, { ScreenId, Disabled });
  const fetchScreen = (client: TestClient, screenName = "siteCorner") =>
    client.get(MetadataPath.fetchScreen, { query: { screenName } });
  const listed = async (client: TestClient) =>
    (await client.get(MetadataPath.fetchPrimaryScreenNames)).json<Listed[]>();

  it("lets a designer disable an element: gone for the portal, still there for designers", async () => {
    // Cached for everyone first, so the test also proves the write clears the cache.
    expect((await fetchScreen(customer)).json<TScreenResponse>().disabled).toBe(false);
    expect((await listed(customer)).map((s) => s.name)).toContain("siteCorner");

    const res = await setDisabled(designer, element.screenId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "success", screenId: element.screenId, disabled: true });

    for (const client of [customer, staff]) {
      expect((await fetchScreen(client, "SITECORNER")).statusCode).toBe(404);
      expect((await listed(client)).map((s) => s.name)).not.toContain("siteCorner");
    }
    const forDesigner = await fetchScreen(designer);
    expect(forDesigner.statusCode).toBe(200);
    expect(forDesigner.json<TScreenResponse>()).toMatchObject({
      disabled: true,
      document: { table: "sites" },
    });
    expect((await listed(designer)).find((s) => s.name === "siteCorner")).toMatchObject({ disabled: true });
    expect((await listed(designer)).find((s) => s.name === "request")).toMatchObject({ disabled: false });
  });

  it("enables it again (Disabled false or N) and records both switches in the history", async () => {
    await setDisabled(designer, element.screenId, "Y");
    const res = await setDisabled(designer, String(element.screenId), "N");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: false });
    expect((await fetchScreen(customer)).json<TScreenResponse>().disabled).toBe(false);
    expect((await listed(customer)).map((s) => s.name)).toContain("siteCorner");

    const history = (
      await designer.get(MetadataPath.screenRevisions, { query: { screenId: String(element.screenId) } })
    ).json<TScreenRevision[]>();
    expect(history.map((r) => r.comment)).toEqual(expect.arrayContaining(["disabled", "enabled"]));
    expect(history.every((r) => !r.deleted)).toBe(true);
  });

  it("refuses customers and staff without the studio license with 403, changing nothing", async () => {
    for (const client of [customer, staff]) {
      const res = await setDisabled(client, element.screenId, true);
      expect(res.statusCode).toBe(403);
    }
    expect((await fetchScreen(customer)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown screen id and 400 for a bad payload", async () => {
    const unknown = await setDisabled(designer, 999_999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("NOT_FOUND");
    const badFlag = await setDisabled(designer, element.screenId, "maybe");
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toMatch(/^Disabled/);
    const badId = await setDisabled(designer, "abc", true);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^ScreenId/);
  });

  it("needs the XSRF header", async () => {
    const res = await designer.post(
      MetadataPath.removeCommunityElement,
      { ScreenId: element.screenId, Disabled: true },
      { xsrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect((await fetchScreen(customer)).statusCode).toBe(200);
  });
});
