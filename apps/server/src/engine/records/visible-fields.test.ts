import type { TErrorResponse, TSubmitWorkflowResponse, TUpdateEntityResponse } from "@fsm/contracts";
import { parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../search/search.repository.js";
import { placesOf, submit } from "../submissions/submissions.test-support.js";
import { storeDocument } from "../screens/screens.service.js";
import { storeWorkflow } from "../workflows/workflows.store.js";
import { validateWorkflow } from "../workflows/workflows.validate.js";
import { loadForm, saveForm } from "./records.test-support.js";

/** An indoor survey needs a contact on site; the field is hidden (and not required) otherwise. */
const items = [
  {
    kind: "field",
    id: "site",
    type: "lookup",
    column: "site_id",
    label: "request_site",
    required: true,
    lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
  },
  {
    kind: "field",
    id: "priority",
    type: "codeSelect",
    column: "priority",
    label: "request_priority",
    codeTable: "request_priority",
    required: true,
  },
  {
    kind: "field",
    id: "description",
    type: "text",
    column: "description",
    label: "request_description",
    required: true,
  },
  {
    kind: "field",
    id: "surveyType",
    type: "codeSelect",
    column: "survey_type",
    label: "request_survey_type",
    codeTable: "survey_type",
  },
  {
    kind: "field",
    id: "contactName",
    type: "text",
    column: "contact_name",
    label: "request_contact_name",
    required: true,
    visibleWhen: { field: "surveyType", op: "eq", value: "INDOOR" },
  },
];
const screen = (name: string, type: "portal" | "workflowStep") => {
  const parsed = parseScreenDocument({
    formatVersion: 3,
    type,
    name,
    title: "request_list_title",
    table: "service_requests",
    sections: [{ id: "main", items }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value as TScreenDocument;
};

describe.each(engines)("visibleWhen in saves and submissions (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let siteId: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await storeDocument(t.db, null, screen("visRequest", "portal"));
    await storeDocument(t.db, null, screen("VIS_STEP", "workflowStep"));
    const doc = await validateWorkflow(t.db, {
      formatVersion: 1,
      header: {
        name: "VIS_FLOW",
        titleKey: "wf_site_survey_title",
        primaryTable: "service_requests",
        startScreen: "VIS_STEP",
        confirmationScreen: "SURVEY_CONFIRM",
        success: "requestsuccess",
      },
      elements: [{ kind: "step", id: "one", screen: "VIS_STEP" }],
    });
    await t.db.transaction((tx) => storeWorkflow(tx, null, doc, { title: "Visibility" }));
    customer = await signedIn(t.app, DEMO.customer.email);
    siteId = (await placesOf(t.db, DEMO.customer.email)).siteId;
  });
  afterAll(async () => t?.close());

  const paths = (res: { json<T>(): T }) => res.json<TErrorResponse>().details?.map((d) => d.path) ?? [];
  const base = () => ({ site_id: siteId, priority: "LOW", description: "Survey" });
  const contactOf = async (id: number) =>
    (await rowsOf(t.db, sql`select contact_name from service_requests where id = ${id}`))[0]!.contact_name;

  it("updateentity: a hidden required field is not demanded, and a value sent for it is ignored", async () => {
    const save = (data: Record<string, unknown>) =>
      saveForm(customer, { screenName: "visRequest", primaryTable: "service_requests", dataModel: data });
    const indoor = await save({ ...base(), survey_type: "INDOOR" });
    expect(indoor.statusCode).toBe(400);
    expect(paths(indoor)).toEqual(["dataModel.contact_name"]);
    const outdoor = await save({ ...base(), survey_type: "OUTDOOR", contact_name: "Sneaked in" });
    expect(outdoor.statusCode, outdoor.body).toBe(200);
    const id = outdoor.json<TUpdateEntityResponse>().dataModel.id as number;
    expect(await contactOf(id)).toBeNull();

    // Switching to INDOOR shows the field: now it is required and stored.
    const { dataModel } = await loadForm(customer, "visRequest", id);
    const update = (change: Record<string, unknown>) =>
      saveForm(customer, {
        screenName: "visRequest",
        primaryTable: "service_requests",
        dataModel: { ...dataModel, ...change },
        originalDataModel: dataModel,
      });
    const toIndoor = await update({ survey_type: "INDOOR", contact_name: "Bo" });
    expect(toIndoor.statusCode, toIndoor.body).toBe(200);
    expect(await contactOf(id)).toBe("Bo");
    // Hidden again: the stored value is kept, not cleared, whatever is sent.
    const again = (await loadForm(customer, "visRequest", id)).dataModel;
    const back = await saveForm(customer, {
      screenName: "visRequest",
      primaryTable: "service_requests",
      dataModel: { ...again, survey_type: "OUTDOOR", contact_name: "" },
      originalDataModel: again,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await contactOf(id)).toBe("Bo");
  });

  it("submitworkflow: the same rule on the wizard's steps", async () => {
    const indoor = await submit(customer, {
      workflowName: "VIS_FLOW",
      dataModel: { ...base(), survey_type: "INDOOR" },
    });
    expect(indoor.statusCode).toBe(400);
    expect(paths(indoor)).toEqual(["dataModel.contact_name"]);
    const outdoor = await submit(customer, {
      workflowName: "VIS_FLOW",
      dataModel: { ...base(), survey_type: "OUTDOOR", contact_name: "Sneaked in" },
    });
    expect(outdoor.statusCode, outdoor.body).toBe(200);
    expect(await contactOf(outdoor.json<TSubmitWorkflowResponse>().id)).toBeNull();
    const shown = await submit(customer, {
      workflowName: "VIS_FLOW",
      dataModel: { ...base(), survey_type: "INDOOR", contact_name: "Cy" },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await contactOf(shown.json<TSubmitWorkflowResponse>().id)).toBe("Cy");
  });
});
