import { describe, expect, it } from "vitest";
import { fieldItemsOf } from "../../visibility";
import { requestFormInput, screen } from "../../test-utils/screens";
import { buildSaveModel, formValuesOf } from "./form-model";

const doc = screen(requestFormInput);
const sections = doc.type === "portal" ? doc.sections : [];

describe("save model", () => {
  it("sends child rows as childTables only, never inside dataModel", () => {
    const fields = fieldItemsOf(sections);
    const row = { id: 7, version: 3, request_number: "SR-7", request_notes: [{ id: 1, note: "Called" }] };
    const model = buildSaveModel(
      doc.name,
      doc.type === "portal" ? doc.sections : [],
      fields,
      formValuesOf(fields, row),
      "service_requests",
      row,
    );
    expect(model.dataModel).not.toHaveProperty("request_notes");
    expect(model.originalDataModel).toEqual({ id: 7, version: 3, request_number: "SR-7" });
    expect(model.childTables).toEqual({ request_notes: [{ id: 1, note: "Called" }] });
  });

  it("leaves out a grid the base row does not carry, so an overwrite never empties it", () => {
    const fields = fieldItemsOf(sections);
    const current = { id: 7, version: 4, request_number: "SR-7" };
    const model = buildSaveModel(
      doc.name,
      sections,
      fields,
      formValuesOf(fields, current),
      "service_requests",
      current,
    );
    expect(model.childTables).toEqual({});
  });
});
