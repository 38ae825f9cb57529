import { describe, expect, it } from "vitest";
import { describeIssue } from "../issues.js";
import { parseWorkflowDocument, workflowDocumentJsonSchema } from "./format.js";
import { checkWorkflowReferences, type WorkflowCatalog } from "./references.js";
import { parsed, survey } from "./workflow.fixtures.js";
import type { TWorkflowDocument } from "./workflow-document.js";

const errorsOf = (raw: unknown) => {
  const result = parseWorkflowDocument(raw);
  return result.ok ? [] : result.issues.map(describeIssue);
};

const screens: Record<string, string> = {
  SURVEY_SITE: "workflowStep",
  SURVEY_INDOOR: "workflowStep",
  SURVEY_OUTDOOR: "workflowStep",
  SURVEY_CONFIRM: "confirmation",
  REQUEST_LIST: "portal",
  RMA_STEP: "workflowStep",
};
const catalog = (workflows: Record<string, TWorkflowDocument> = {}): WorkflowCatalog => ({
  hasScreen: (n) => n in screens,
  tableOfScreen: () => "service_requests",
  typeOfScreen: (n) => screens[n] as never,
  hasMessage: (k) => k === "wf_site_survey_title",
  hasCodeTable: () => true,
  columnsOf: (t) =>
    t === "service_requests"
      ? new Set(["survey_type", "priority"])
      : t === "rmas"
        ? new Set(["reason"])
        : undefined,
  workflow: (n) => workflows[n],
});

describe("workflow documents", () => {
  it("parses a document and fills the header's defaults", () => {
    const doc = parsed(survey());
    expect(doc.header).toMatchObject({ isBaseline: false, disabled: false, name: "SITE_SURVEY" });
    expect(doc.elements).toHaveLength(4);
  });

  it("migrates a document without formatVersion and refuses a future one", () => {
    const { formatVersion: _dropped, ...old } = survey();
    expect(parseWorkflowDocument(old).ok).toBe(true);
    expect(errorsOf({ ...survey(), formatVersion: 9 })).toEqual([expect.stringMatching(/^formatVersion: /)]);
  });

  it("names the path of schema errors", () => {
    const doc = survey();
    // Which tables take workflows is the catalog's to say (below); the format refuses non-names.
    (doc.header as Record<string, unknown>).primaryTable = "Persons!";
    (doc.elements[0] as Record<string, unknown>).screen = "";
    const errors = errorsOf(doc);
    expect(errors.some((e) => e.startsWith("header.primaryTable: "))).toBe(true);
    expect(errors.some((e) => e.startsWith("elements[0].screen: "))).toBe(true);
  });

  it("reports duplicate ids and unknown jump targets where they are written", () => {
    const doc = survey();
    doc.elements[3] = { kind: "step", id: "indoor", screen: "SURVEY_OUTDOOR" };
    expect(errorsOf(doc)).toEqual(expect.arrayContaining(['elements[3].id: duplicate element id "indoor"']));
    const other = survey();
    other.elements[1] = {
      kind: "decision",
      id: "d",
      column: "survey_type",
      branches: [{ equals: 1, goto: "nowhere" }],
    };
    expect(errorsOf(other)).toEqual(['elements[1].branches[0].goto: unknown element id "nowhere"']);
  });

  it("refuses a jump back to an earlier element (a wizard that could loop)", () => {
    const doc = survey();
    doc.elements[3] = { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR", next: "site" };
    expect(errorsOf(doc)).toEqual(['elements[3].next: cycle: "outdoor" leads back to "site"']);
  });

  it("exports a JSON Schema of the format", () => {
    const schema = workflowDocumentJsonSchema();
    expect(schema.type).toBe("object");
    expect(JSON.stringify(schema)).toContain("subWorkflow");
  });
});

describe("workflow cross references", () => {
  it("accepts a document whose screens, message and columns exist", () => {
    expect(checkWorkflowReferences(parsed(survey()), catalog())).toEqual([]);
  });

  it("names unknown screens, wrong screen types, messages and columns by path", () => {
    const doc = survey();
    doc.header.titleKey = "nope_title";
    doc.header.confirmationScreen = "REQUEST_LIST";
    doc.elements[2] = { kind: "step", id: "indoor", screen: "MISSING", next: "$end" };
    doc.elements[1] = {
      kind: "decision",
      id: "by-type",
      column: "kind",
      branches: [{ equals: "A", goto: "indoor" }],
    };
    expect(checkWorkflowReferences(parsed(doc), catalog())).toEqual([
      { path: "header.titleKey", message: 'unknown message key "nope_title"' },
      {
        path: "header.confirmationScreen",
        message: 'screen "REQUEST_LIST" is a portal screen, expected confirmation',
      },
      { path: "elements[1].column", message: 'unknown column "kind" of table "service_requests"' },
      { path: "elements[2].screen", message: 'unknown screen "MISSING"' },
    ]);
  });

  it("takes only tables the catalog declares for workflows, each with its success page", () => {
    const declared: WorkflowCatalog = {
      ...catalog(),
      workflowTable: (t) => (t === "service_requests" ? { successPage: "requestsuccess" } : undefined),
    };
    const on = (primaryTable: string, success: string) =>
      parsed({ ...survey(), header: { ...survey().header, primaryTable, success } });
    expect(checkWorkflowReferences(on("service_requests", "requestsuccess"), declared)).toEqual([]);
    expect(checkWorkflowReferences(on("rmas", "requestsuccess"), declared)).toContainEqual({
      path: "header.primaryTable",
      message: 'table "rmas" takes no workflows',
    });
    expect(checkWorkflowReferences(on("service_requests", "rmasuccess"), declared)).toEqual([
      {
        path: "header.success",
        message: 'a workflow on service_requests ends on "requestsuccess", not "rmasuccess"',
      },
    ]);
    expect(checkWorkflowReferences(on("persons", "requestsuccess"), declared)).toContainEqual({
      path: "header.primaryTable",
      message: 'unknown table "persons"',
    });
  });

  it("checks sub-workflows: unknown, another table, and cycles through them", () => {
    const withSub = (workflow: string) => {
      const doc = survey();
      doc.elements.push({ kind: "subWorkflow", id: "extra", workflow });
      return parsed(doc);
    };
    expect(checkWorkflowReferences(withSub("GHOST"), catalog())).toEqual([
      { path: "elements[4].workflow", message: 'unknown workflow "GHOST"' },
    ]);
    const rma = parsed({
      ...survey(),
      header: { ...survey().header, name: "R", primaryTable: "rmas", success: "rmasuccess" },
    });
    expect(checkWorkflowReferences(withSub("R"), catalog({ R: rma }))[0]?.message).toBe(
      'workflow "R" works on rmas, not service_requests',
    );
    const loop = parsed({
      ...survey(),
      header: { ...survey().header, name: "LOOP" },
      elements: [{ kind: "subWorkflow", id: "back", workflow: "SITE_SURVEY" }],
    });
    expect(checkWorkflowReferences(withSub("LOOP"), catalog({ LOOP: loop }))).toEqual([
      { path: "elements[4].workflow", message: "sub-workflow cycle SITE_SURVEY → LOOP → SITE_SURVEY" },
    ]);
  });
});
