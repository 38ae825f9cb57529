import { MetadataPath, WorkflowPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("createportalscreen (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  it("createportalscreen creates a confirmation screen, edits it (remove, add, order), and names bad items", async () => {
    const item = (id: string, column: string) => ({
      kind: "field",
      id,
      type: "text",
      column,
      label: "request_description",
      readOnly: true,
    });
    const created = await designer.post(WorkflowPath.createPortalScreen, {
      screenType: "confirmation",
      screenHeader: { screenName: "CUSTOM_CONFIRM", title: "wf_request_confirm_title" },
      addedScreenItems: [item("a", "description"), item("b", "contact_name")],
      removedIds: [],
      IsBaselineWorkflow: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ name: "CUSTOM_CONFIRM", type: "confirmation", revision: 1 });
    const edited = await designer.post(WorkflowPath.createPortalScreen, {
      screenType: "confirmation",
      screenHeader: { screenName: "CUSTOM_CONFIRM", title: "wf_request_confirm_title" },
      addedScreenItems: [item("c", "contact_phone")],
      removedIds: ["a"],
      idSequence: ["c", "b"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const doc = edited.json().document as { sections: { items: { id: string }[] }[] };
    expect(doc.sections[0]!.items.map((i) => i.id)).toEqual(["c", "b"]);
    expect(edited.json().revision).toBe(2);
    const bad = await designer.post(WorkflowPath.createPortalScreen, {
      screenType: "confirmation",
      screenHeader: { screenName: "OTHER_CONFIRM", title: "wf_request_confirm_title" },
      addedScreenItems: [{ ...item("x", "description"), label: "nope_label" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      path: "addedScreenItems[0].label",
      message: 'unknown message key "nope_label"',
    });
  });

  it("createportalscreen creates a lookup screen from IsGenericLookup, LookupTable and SearchNavigationMetadata", async () => {
    const payload = {
      screenType: "lookup",
      screenHeader: {
        screenName: "productPicker",
        title: "site_lookup_title",
        keyColumn: "id",
        displayColumn: "name",
      },
      IsGenericLookup: true,
      LookupTable: "products",
      SearchNavigationMetadata: {
        table: "products",
        columns: [{ column: "name", label: "product_name" }],
        filters: [] as unknown[],
        defaultOrder: undefined as unknown,
        globalSearchColumns: ["name"],
      },
    };
    const noOrder = await designer.post(WorkflowPath.createPortalScreen, payload);
    expect(noOrder.json().details[0].path).toBe("SearchNavigationMetadata.defaultOrder");
    payload.SearchNavigationMetadata.defaultOrder = [{ column: "name", direction: "asc" }];
    const res = await designer.post(WorkflowPath.createPortalScreen, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: "lookup",
      document: { table: "products", isGenericLookup: true, keyColumn: "id" },
    });
    const wrongType = await designer.post(WorkflowPath.createPortalScreen, {
      screenType: "portal",
      screenHeader: { screenName: "productPicker", title: "site_lookup_title" },
    });
    expect(wrongType.json().details[0].path).toBe("screenType");
  });

  it("reads summaryView, decisionPointSubworkflow and IsBaselineWorkflow: what it cannot honour is a 400, never ignored", async () => {
    const confirm = (extra: Record<string, unknown>, screenName = "WF_FIELDS_CONFIRM") =>
      designer.post(WorkflowPath.createPortalScreen, {
        screenType: "confirmation",
        screenHeader: { screenName, title: "wf_request_confirm_title" },
        ...extra,
      });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ summaryView: { sections: [] } }, "summaryView", /saveapprovedsummaryscreen/],
      [{ summaryView: true }, "summaryView", /not supported/],
      [
        { decisionPointSubworkflow: { workflow: "SITE_SURVEY" } },
        "decisionPointSubworkflow",
        /addelementstoworkflow/,
      ],
      [{ IsBaselineWorkflow: true }, "IsBaselineWorkflow", /never baseline/],
    ];
    for (const [extra, path, message] of cases) {
      const res = await confirm(extra);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details).toEqual([
        { path, message: expect.stringMatching(message), messageKey: expect.stringMatching(/^error_/) },
      ]);
    }
    expect(
      (
        await designer.get(MetadataPath.checkScreenNameExists, { query: { screenName: "WF_FIELDS_CONFIRM" } })
      ).json(),
    ).toBe(false);
    // Empty values say nothing and pass; a baseline screen stays baseline and says so.
    const empty = await confirm({
      summaryView: null,
      decisionPointSubworkflow: {},
      IsBaselineWorkflow: false,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    const baseline = await confirm({ IsBaselineWorkflow: false }, "REQUEST_CONFIRM");
    expect(baseline.json().details).toEqual([
      {
        path: "IsBaselineWorkflow",
        message: 'screen "REQUEST_CONFIRM" is baseline; that cannot be changed',
        messageKey: "error_screen_stays_baseline",
        values: { name: "REQUEST_CONFIRM" },
      },
    ]);
    expect((await confirm({ IsBaselineWorkflow: true }, "REQUEST_CONFIRM")).statusCode).toBe(200);
  });
});
