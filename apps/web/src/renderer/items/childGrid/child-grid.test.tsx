import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZChildGridItem } from "@fsm/metadata";
import type { SaveModel, TRow } from "../../data-source";
import { ItemView } from "../../item-registry";
import { FormScreen } from "../../screens/form/FormScreen";
import { memoryScreens, memorySearch } from "../../test-utils/memory-sources";
import { renderWithServices } from "../../test-utils/render-with-services";
import { screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

const item = ZChildGridItem.parse({
  kind: "childGrid",
  id: "lines",
  label: "rma_lines",
  table: "rma_lines",
  columns: [
    { kind: "field", id: "part", column: "part", label: "rma_part", type: "text" },
    { kind: "field", id: "qty", column: "qty", label: "rma_qty", type: "number" },
  ],
});
const messages = {
  rma_lines: "Lines",
  rma_part: "Part",
  rma_qty: "Quantity",
  rma_title: "Return",
  rma_product: "Product",
  rma_serial: "Serial number",
  product_lookup_title: "Products",
  action_save: "Save",
};

const productLookup = parseScreen({
  ...siteLookupInput,
  name: "productLookup",
  title: "product_lookup_title",
  table: "products",
  search: { ...siteLookupInput.search, table: "products" },
});
const PRODUCTS = [
  { id: 11, name: "Pump P-100", city: "" },
  { id: 12, name: "Valve V-20", city: "" },
];
const rmaForm = parseScreen({
  formatVersion: 3,
  type: "portal",
  name: "rmaLinesForm",
  title: "rma_title",
  table: "rmas",
  sections: [
    {
      id: "lines",
      items: [
        {
          kind: "childGrid",
          id: "linesGrid",
          label: "rma_lines",
          table: "rma_lines",
          editable: true,
          columns: [
            {
              kind: "field",
              id: "product_id",
              column: "product_id",
              label: "rma_product",
              type: "lookup",
              required: true,
              lookup: { screen: "productLookup", keyColumn: "id", displayColumn: "name" },
            },
            {
              kind: "field",
              id: "serial_number",
              column: "serial_number",
              label: "rma_serial",
              type: "text",
            },
            {
              kind: "field",
              id: "quantity",
              column: "quantity",
              label: "rma_qty",
              type: "number",
              required: true,
            },
          ],
        },
      ],
    },
  ],
  actions: [{ kind: "button", id: "save", label: "action_save", action: { type: "save" } }],
});

function renderRmaForm(row: TRow = { id: 3, rma_lines: [] }, canEdit = true) {
  const save = vi.fn(async (model: SaveModel) => model.dataModel);
  renderWithServices(<FormScreen document={rmaForm} row={row} save={save} canEdit={canEdit} />, {
    messages,
    services: {
      loadScreen: memoryScreens([productLookup]),
      lookupSearch: memorySearch({ productLookup: PRODUCTS }).source,
    },
  });
  return { save, user: userEvent.setup() };
}

async function pickProduct(user: ReturnType<typeof userEvent.setup>, line: number, name: string) {
  await user.click(screen.getByRole("button", { name: `Choose Product, line ${line}` }));
  await screen.findByRole("dialog", { name: `Choose Product, line ${line}` });
  await user.click(await screen.findByRole("option", { name: new RegExp(name) }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("childGrid item", () => {
  it("shows the child rows as a captioned table, values through the field types", () => {
    const row = { rma_lines: [{ id: 1, part: "Valve", qty: 1200 }] };
    renderWithServices(<ItemView item={item} row={row} />, { messages });
    const table = screen.getByRole("table", { name: "Lines" });
    expect(within(table).getByRole("columnheader", { name: "Quantity" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "Valve" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: (1200).toLocaleString() })).toBeInTheDocument();
    // A narrow screen scrolls the table in its own box, which the keyboard can reach.
    expect(screen.getByRole("region", { name: "Lines" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("region", { name: "Lines" })).toContainElement(table);
  });

  it("says when there are no child rows", () => {
    renderWithServices(<ItemView item={item} row={{}} />, { messages });
    expect(screen.getByText("Lines: no entries")).toBeInTheDocument();
  });

  it("adds two lines, edits one, removes one, and saves the rows as the child table", async () => {
    const { user, save } = renderRmaForm();
    await user.click(screen.getByRole("button", { name: "Add line to Lines" }));
    expect(screen.getByRole("textbox", { name: "Product, line 1" })).toHaveFocus();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    await pickProduct(user, 1, "Pump P-100");
    await user.type(screen.getByLabelText("Serial number, line 1"), "SN-1");
    await user.type(screen.getByLabelText("Quantity, line 1", { exact: false }), "2");

    await user.click(screen.getByRole("button", { name: "Add line to Lines" }));
    await pickProduct(user, 2, "Valve V-20");
    await user.type(screen.getByLabelText("Serial number, line 2"), "SN-2");
    await user.type(screen.getByLabelText("Quantity, line 2", { exact: false }), "5");

    await user.clear(screen.getByLabelText("Quantity, line 2", { exact: false }));
    await user.type(screen.getByLabelText("Quantity, line 2", { exact: false }), "7");
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    // The remaining line is line 1 now, keeps its values, and has the focus.
    expect(screen.getByRole("textbox", { name: "Product, line 1" })).toHaveFocus();
    expect(screen.getByLabelText("Serial number, line 1")).toHaveValue("SN-2");
    expect(screen.queryByLabelText("Serial number, line 2")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].childTables).toEqual({
      rma_lines: [{ product_id: 12, product_id__display: "Valve V-20", serial_number: "SN-2", quantity: 7 }],
    });
  }, 30_000); // many keystrokes and two lookup dialogs: slow on a busy 2-core machine

  it("a missing required cell shows its message and blocks the save", async () => {
    const { user, save } = renderRmaForm({ id: 3, rma_lines: [{ id: 8, product_id: 11, quantity: 1 }] });
    expect(screen.getByLabelText("Quantity, line 1", { exact: false })).toHaveValue("1");
    await user.clear(screen.getByLabelText("Quantity, line 1", { exact: false }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Quantity, line 1 is required")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("a record the user may not change shows its lines read-only", () => {
    renderRmaForm(
      { id: 3, rma_lines: [{ id: 8, product_id: 11, product_id__display: "Pump", quantity: 1 }] },
      false,
    );
    expect(screen.getByRole("table", { name: "Lines" })).toHaveTextContent("Pump");
    expect(screen.queryByRole("button", { name: "Add line to Lines" })).not.toBeInTheDocument();
  });
});
