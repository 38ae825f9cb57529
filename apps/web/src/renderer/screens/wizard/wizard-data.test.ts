import { describe, expect, it } from "vitest";
import type { TSection } from "@fsm/metadata";
import { screen as parseScreen } from "../../test-utils/screens";
import { EMPTY_WIZARD_DATA, mergeStep, stepValuesOf, submissionOf, withDraft } from "./wizard-data";

// Items written loosely here; the real parser checks them (and fills defaults) as for served screens.
const sectionsOf = (items: unknown[]): TSection[] =>
  (
    parseScreen({
      formatVersion: 3,
      type: "workflowStep",
      name: "STEP",
      title: "t",
      table: "service_requests",
      sections: [{ id: "main", items }],
    } as never) as { sections: TSection[] }
  ).sections;

const site = sectionsOf([
  {
    kind: "field",
    id: "site",
    type: "lookup",
    column: "site_id",
    label: "l",
    lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
  },
  { kind: "field", id: "kind", type: "text", column: "kind", label: "l" },
  {
    kind: "field",
    id: "reason",
    type: "text",
    column: "reason",
    label: "l",
    visibleWhen: { field: "kind", op: "eq", value: "OTHER" },
  },
  {
    kind: "field",
    id: "code",
    type: "text",
    column: "problem_code",
    label: "l",
    readOnly: true,
    default: "SURVEY",
  },
]);
const files = sectionsOf([
  { kind: "field", id: "files", type: "attachment", column: "attachments", label: "l" },
]);
const lines = sectionsOf([
  {
    kind: "childGrid",
    id: "lines",
    label: "l",
    table: "rma_lines",
    editable: true,
    columns: [
      {
        kind: "field",
        id: "product_id",
        column: "product_id",
        label: "p",
        type: "lookup",
        lookup: { screen: "productLookup", keyColumn: "id", displayColumn: "name" },
      },
      { kind: "field", id: "quantity", column: "quantity", label: "q", type: "number" },
    ],
  },
]);

describe("wizard data", () => {
  it("a step's values go on the row with a lookup's label, and are kept for coming back", () => {
    const data = mergeStep(
      site,
      { site: { key: 4, label: "North depot" }, kind: "REPAIR", reason: "" },
      EMPTY_WIZARD_DATA,
      "a",
    );
    expect(data.row).toMatchObject({ site_id: 4, site_id__display: "North depot", kind: "REPAIR" });
    expect(stepValuesOf(site, data, "a")).toMatchObject({
      site: { key: 4, label: "North depot" },
      kind: "REPAIR",
    });
  });

  it("a draft keeps plain values only (no File objects) and leaves the row alone", () => {
    const file = new File(["x"], "x.txt");
    const data = withDraft({ row: { kind: "A" }, values: {} }, "a", { kind: "B", blob: file, list: [file] });
    expect(data.row).toEqual({ kind: "A" });
    expect(data.values.a).toEqual({ kind: "B", list: [null] });
  });

  it("child rows of an editable grid are stored under their table, with labels for the displays", () => {
    const data = mergeStep(
      lines,
      { rma_lines: [{ product_id: { key: 9, label: "Pump" }, quantity: "2" }] },
      EMPTY_WIZARD_DATA,
      "lines",
    );
    expect(data.row.rma_lines).toEqual([{ product_id: 9, product_id__display: "Pump", quantity: 2 }]);
  });

  it("a submission carries visible, editable columns of the path's steps, grid rows and uploaded files", () => {
    let data = mergeStep(
      site,
      { site: { key: 4, label: "North depot" }, kind: "REPAIR", reason: "x" },
      EMPTY_WIZARD_DATA,
      "a",
    );
    data = mergeStep(
      lines,
      { rma_lines: [{ product_id: { key: 9, label: "Pump" }, quantity: "2" }] },
      data,
      "lines",
    );
    const uploaded = [{ attachmentId: "att-1", fileName: "a.txt", size: 1 }];
    data = mergeStep(files, { files: uploaded }, data, "files");
    data = mergeStep(files, { files: uploaded }, data, "files2");

    const submission = submissionOf(
      [
        { key: "a", sections: site },
        { key: "lines", sections: lines },
        { key: "files", sections: files },
        { key: "files2", sections: files },
      ],
      data,
    );
    // reason is hidden (kind is not OTHER), problem_code is read-only: the server decides those.
    expect(submission.dataModel).toEqual({ site_id: 4, kind: "REPAIR" });
    expect(submission.childTables).toEqual({ rma_lines: [{ product_id: 9, quantity: 2 }] });
    expect(submission.attachmentIds).toEqual(["att-1"]);
  });

  it("only steps on the path count: a step not on it sends none of its columns", () => {
    const data = mergeStep(site, { site: { key: 4, label: "N" }, kind: "REPAIR" }, EMPTY_WIZARD_DATA, "a");
    expect(submissionOf([{ key: "lines", sections: lines }], data)).toEqual({
      dataModel: {},
      childTables: { rma_lines: [] },
      attachmentIds: [],
    });
  });
});
