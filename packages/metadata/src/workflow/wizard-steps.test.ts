import { describe, expect, it } from "vitest";
import { findWorkflowStepScreen, workflowScreenNames } from "./find-step.js";
import { parsed, survey } from "./workflow.fixtures.js";
import { WorkflowPathError, wizardSteps } from "./wizard-steps.js";
import type { TWorkflowDocument } from "./workflow-document.js";

const none = () => undefined;
const screensOf = (doc: TWorkflowDocument, data: Record<string, unknown>, resolve = none) =>
  wizardSteps(doc, data, resolve).map((s) => s.screen);

describe("wizardSteps", () => {
  it("takes the matching branch of a decision and skips the other one", () => {
    expect(wizardSteps(parsed(survey()), { survey_type: "INDOOR" }, none)).toEqual([
      { id: "site", screen: "SURVEY_SITE" },
      { id: "indoor", screen: "SURVEY_INDOOR" },
    ]);
  });

  it("takes the otherwise branch for another value and for no value yet", () => {
    expect(screensOf(parsed(survey()), { survey_type: "OUTDOOR" })).toEqual([
      "SURVEY_SITE",
      "SURVEY_OUTDOOR",
    ]);
    expect(screensOf(parsed(survey()), {})).toEqual(["SURVEY_SITE", "SURVEY_OUTDOOR"]);
  });

  it("continues in order after a decision without otherwise, and compares numbers as text", () => {
    const doc = survey();
    doc.elements[1] = {
      kind: "decision",
      id: "by-priority",
      column: "priority",
      branches: [{ equals: 1, goto: "outdoor" }],
    };
    expect(screensOf(parsed(doc), { priority: "1" })).toEqual(["SURVEY_SITE", "SURVEY_OUTDOOR"]);
    expect(screensOf(parsed(doc), { priority: 3 })).toEqual(["SURVEY_SITE", "SURVEY_INDOOR"]);
  });

  it("runs a sub-workflow's steps in place, marked with the sub-workflow's element id", () => {
    const main = survey();
    main.elements.push({ kind: "subWorkflow", id: "extra", workflow: "EXTRA" });
    const extra = parsed({
      ...survey(),
      header: { ...survey().header, name: "EXTRA", startScreen: "EXTRA_1" },
      elements: [{ kind: "step", id: "one", screen: "EXTRA_1" }],
    });
    const resolve = (name: string) => (name === "EXTRA" ? extra : undefined);
    expect(wizardSteps(parsed(main), { survey_type: "OUTDOOR" }, resolve)).toEqual([
      { id: "site", screen: "SURVEY_SITE" },
      { id: "outdoor", screen: "SURVEY_OUTDOOR" },
      { id: "one", screen: "EXTRA_1", subWfId: "extra" },
    ]);
    expect(findWorkflowStepScreen(parsed(main), "one", "extra", resolve)).toBe("EXTRA_1");
    expect(findWorkflowStepScreen(parsed(main), "indoor", undefined, resolve)).toBe("SURVEY_INDOOR");
    expect(findWorkflowStepScreen(parsed(main), "one", undefined, resolve)).toBeUndefined();
  });

  it("stops on a sub-workflow cycle or an unknown sub-workflow instead of looping", () => {
    const a = parsed({ ...survey(), elements: [{ kind: "subWorkflow", id: "b", workflow: "B" }] });
    const b = parsed({
      ...survey(),
      header: { ...survey().header, name: "B" },
      elements: [{ kind: "subWorkflow", id: "a", workflow: "SITE_SURVEY" }],
    });
    const resolve = (n: string) => ({ SITE_SURVEY: a, B: b })[n];
    expect(() => wizardSteps(a, {}, resolve)).toThrow(WorkflowPathError);
    expect(() => wizardSteps(a, {}, resolve)).toThrow("sub-workflow cycle SITE_SURVEY → B → SITE_SURVEY");
    expect(() => wizardSteps(a, {}, none)).toThrow('unknown workflow "B"');
  });

  it("stops on a jump loop in a document built in code (never parsed)", () => {
    const doc = parsed(survey());
    const looping = {
      ...doc,
      elements: [{ kind: "step", id: "x", screen: "S", next: "x" }],
    } as TWorkflowDocument;
    expect(() => wizardSteps(looping, {}, none)).toThrow('cycle through "x"');
  });

  it("lists the screens a document names", () => {
    expect(workflowScreenNames(parsed(survey()))).toEqual([
      "SURVEY_SITE",
      "SURVEY_INDOOR",
      "SURVEY_OUTDOOR",
      "SURVEY_CONFIRM",
    ]);
  });
});
