import { describe, expect, it } from "vitest";
import { menuNames } from "../menu/references.js";
import { parsed, survey } from "../workflow/workflow.fixtures.js";
import { workflowNames } from "../workflow/references.js";

describe("what a document names (read from its reference check)", () => {
  it("a workflow names its screens once each and its title message", () => {
    const names = workflowNames(parsed(survey()));
    expect(names.messages).toEqual(["wf_site_survey_title"]);
    const screens = names.documents.filter((d) => d.kind === "screen").map((d) => d.name);
    expect(screens).toContain("SURVEY_SITE");
    expect(screens).toContain("SURVEY_CONFIRM");
    expect(new Set(screens).size).toBe(screens.length);
  });

  it("the side menu names only its labels' messages", () => {
    const menu = {
      formatVersion: 1 as const,
      name: "main" as const,
      entries: [{ to: "/app/rma", group: "areas" as const, label: "menu_rma", hidden: false }],
    };
    expect(menuNames(menu)).toEqual({ documents: [], messages: ["menu_rma"] });
  });
});
