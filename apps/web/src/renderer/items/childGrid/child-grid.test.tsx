import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { ZChildGridItem } from "@fsm/metadata";
import { renderWithServices } from "../../test-utils/render-with-services";
import { ItemView } from "../../item-registry";

const item = ZChildGridItem.parse({
  kind: "childGrid",
  id: "lines",
  label: "rma_lines",
  table: "rma_lines",
  columns: [
    { column: "part", label: "rma_part" },
    { column: "qty", label: "rma_qty", type: "number" },
  ],
});
const messages = { rma_lines: "Lines", rma_part: "Part", rma_qty: "Quantity" };

describe("childGrid item", () => {
  it("shows the child rows as a captioned table, values through the field types", () => {
    const row = { rma_lines: [{ id: 1, part: "Valve", qty: 1200 }] };
    renderWithServices(<ItemView item={item} row={row} />, { messages });
    const table = screen.getByRole("table", { name: "Lines" });
    expect(within(table).getByRole("columnheader", { name: "Quantity" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "Valve" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: (1200).toLocaleString() })).toBeInTheDocument();
  });

  it("says when there are no child rows", () => {
    renderWithServices(<ItemView item={item} row={{}} />, { messages });
    expect(screen.getByText("Lines: no entries")).toBeInTheDocument();
  });
});
