import { MetadataPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { eventually, secondInstance } from "../../../test/support/second-instance.js";
import { postMetadata, sitesScreen } from "./screens.test-support.js";

describe.each(engines)("screen cache across instances (%s)", (engine) => {
  let t: TestApp;
  let second: App;
  let designer: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    // A second server instance over the same database, as behind a load balancer.
    second = await secondInstance(t);
    designer = await signedIn(t.app, DEMO.designer.email);
    reader = await signedIn(second, DEMO.customer.email);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const titleSeenBySecond = async () =>
    (await reader.get(MetadataPath.fetchScreen, { query: { screenName: "cachedScreen" } })).json().document
      .title;

  it("serves repeated fetches from the cache", async () => {
    await postMetadata(designer, sitesScreen("cachedScreen"));
    await eventually(() => second.screenCache.size === 0);
    expect(await titleSeenBySecond()).toBe("site_lookup_title");
    expect(second.screenCache.get("CACHEDSCREEN")).toBeDefined();
    expect(second.screenCache.get("cachedscreen")?.document.title).toBe("site_lookup_title");
  });

  it("a write through one instance clears the cache of the other", async () => {
    expect(await titleSeenBySecond()).toBe("site_lookup_title");
    const clears = second.screenCache.clears;
    const res = await postMetadata(designer, sitesScreen("cachedScreen", "request_list_title"));
    expect(res.statusCode).toBe(200);
    await eventually(() => second.screenCache.clears > clears);
    expect(second.screenCache.size).toBe(0);
    expect(await titleSeenBySecond()).toBe("request_list_title");
  });

  it("deletes clear it too", async () => {
    const id = (await reader.get(MetadataPath.fetchScreen, { query: { screenName: "cachedScreen" } })).json()
      .screenId;
    const clears = second.screenCache.clears;
    await designer.post(MetadataPath.deleteScreenMetadata, { screenId: id });
    await eventually(() => second.screenCache.clears > clears);
    expect(
      (await reader.get(MetadataPath.fetchScreen, { query: { screenName: "cachedScreen" } })).statusCode,
    ).toBe(404);
  });
});
