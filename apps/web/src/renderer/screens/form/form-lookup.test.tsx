import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SaveModel, TRow } from "../../data-source";
import { renderWithServices } from "../../test-utils/render-with-services";
import { memoryScreens, memorySearch } from "../../test-utils/memory-sources";
import { screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { lookupField } from "../../field-types/lookup";
import { fieldItemsOf } from "../../visibility";
import { FormScreen } from "./FormScreen";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

// A record with a site chosen through the site lookup; the server sends the site's name beside its key.
const document = parseScreen({
  formatVersion: 3,
  type: "portal",
  name: "requestDetail",
  title: "request_detail_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      title: "request_main",
      items: [
        {
          kind: "field",
          id: "site",
          type: "lookup",
          column: "site_id",
          label: "request_site",
          lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
        },
      ],
    },
  ],
  actions: [{ kind: "button", id: "save", label: "action_save", action: { type: "save" } }],
});
const ROW: TRow = { id: 7, version: 1, site_id: 1, site_id__display: "Head office" };
const SITES = [
  { id: 1, name: "Head office", city: "Leeds" },
  { id: 2, name: "North depot", city: "York" },
];
const messages = {
  request_detail_title: "Service request",
  request_main: "Request",
  request_site: "Site",
  site_lookup_title: "Sites",
  action_save: "Save",
};

function renderForm(canEdit = true) {
  const save = vi.fn(async (model: SaveModel) => model.dataModel);
  const services = {
    loadScreen: memoryScreens([parseScreen(siteLookupInput)]),
    lookupSearch: memorySearch({ siteLookup: SITES }).source,
  };
  renderWithServices(<FormScreen document={document} row={ROW} save={save} canEdit={canEdit} />, {
    messages,
    services,
  });
  return { save, user: userEvent.setup() };
}

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("lookup fields in a form (<column>__display)", () => {
  it("show the label the server sent, not the key", () => {
    renderForm();
    expect(screen.getByRole("textbox", { name: "Site" })).toHaveValue("Head office");
  });

  it("show the label read-only too: on a form the user may not change, and as a display", () => {
    renderForm(false);
    expect(screen.getByRole("textbox", { name: "Site" })).toHaveValue("Head office");
    expect(screen.queryByRole("button", { name: "Choose Site" })).not.toBeInTheDocument();
    const item = fieldItemsOf(document.sections)[0]!;
    renderWithServices(<lookupField.Display item={item} value={lookupField.fromModel(ROW, item)} />);
    expect(screen.getByText("Head office")).toBeInTheDocument();
  });

  it("a picked row replaces both key and label, and the save carries both", async () => {
    const { save, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Choose Site" }));
    await user.click(await screen.findByRole("option", { name: /North depot/ }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Site" })).toHaveValue("North depot"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const model = save.mock.calls[0]![0];
    expect(model.dataModel).toMatchObject({ site_id: 2, site_id__display: "North depot" });
    expect(model.originalDataModel).toMatchObject({ site_id: 1, site_id__display: "Head office" });
  });
});
