import { describe, expect, it } from "vitest";
import type { TSection } from "@fsm/metadata";
import { submissionProblems } from "./submission-problems";

const field = (column: string, readOnly = false) => ({
  kind: "field" as const,
  id: column,
  type: "text" as const,
  column,
  label: `label_${column}`,
  required: false,
  readOnly,
  width: 6,
});
const grid = {
  kind: "childGrid" as const,
  id: "lines",
  label: "label_lines",
  table: "rma_lines",
  editable: true,
  columns: [{ kind: "field", id: "quantity", column: "quantity", label: "q", type: "number" as const }],
};
const steps = [
  { sections: [{ id: "a", columns: 2, items: [field("site_id"), field("problem_code", true)] }] },
  { sections: [{ id: "b", columns: 2, items: [field("asset_id"), grid] }] },
] as unknown as { sections: TSection[] }[];

describe("submission problems", () => {
  it("trace each refused path to the step that writes it", () => {
    expect(
      submissionProblems(
        [
          { path: "dataModel.asset_id", message: "asset 1 is not at site 2" },
          { path: "childTables.rma_lines[0].quantity", message: "must be positive" },
          { path: "dataModel.site_id", message: "no sites row 9" },
        ],
        steps,
      ),
    ).toEqual([
      { message: "asset 1 is not at site 2", step: 2, label: "label_asset_id" },
      { message: "must be positive", step: 2, label: "label_lines" },
      { message: "no sites row 9", step: 1, label: "label_site_id" },
    ]);
  });

  it("leave a path no step can change (read-only, unknown) without a step", () => {
    expect(
      submissionProblems(
        [
          { path: "dataModel.problem_code", message: "is set by the workflow" },
          { path: "idempotencyKey", message: "must be a UUID" },
        ],
        steps,
      ),
    ).toEqual([
      { message: "is set by the workflow", step: null, label: null },
      { message: "must be a UUID", step: null, label: null },
    ]);
  });
});
