import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { memoryScreens, memorySearch } from "../../test-utils/memory-sources";
import { screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { lookupField } from ".";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

const SITES = [
  { id: 1, name: "Head office", city: "Leeds" },
  { id: 2, name: "North depot", city: "York" },
  { id: 3, name: "North yard", city: "Hull" },
  { id: 4, name: "South depot", city: "Derby" },
];

function renderSiteField() {
  const search = memorySearch({ siteLookup: SITES });
  const view = renderFieldInput(fieldItem("lookup"), {
    label: "Site",
    config: { messages: { portal_login_translations: { site_lookup_title: "Sites" } } },
    services: { loadScreen: memoryScreens([parseScreen(siteLookupInput)]), lookupSearch: search.source },
  });
  return { ...view, search };
}

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("lookup field", () => {
  it("picks a row of the lookup screen with the keyboard only", async () => {
    const { user, onChange, search } = renderSiteField();
    await user.click(screen.getByRole("button", { name: "Choose Site" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose Site" });
    const box = await screen.findByRole("combobox", { name: "Search Sites" });
    await user.type(box, "north");
    await waitFor(() => expect(search.calls.at(-1)?.searchValue).toBe("north"));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    expect(screen.getByRole("option", { name: /North depot/ })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ key: 3, label: "North yard" });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole("textbox", { name: "Site" })).toHaveValue("North yard");
  });

  it("opens with the focus in its search box, labelled once, and Escape closes it back to its button", async () => {
    const { user, onChange } = renderSiteField();
    const choose = screen.getByRole("button", { name: "Choose Site" });
    await user.click(choose);
    const dialog = await screen.findByRole("dialog", { name: "Choose Site" });
    const box = await screen.findByRole("combobox", { name: "Search Sites" });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(
      "Use the arrow keys to move through the results and Enter to choose one",
    );
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(choose).toHaveFocus());
  });

  it("asks the lookup screen's search with its declared order and page size", async () => {
    const { user, search } = renderSiteField();
    await user.click(screen.getByRole("button", { name: "Choose Site" }));
    await screen.findAllByRole("option");
    expect(search.calls[0]).toMatchObject({
      screenName: "siteLookup",
      orderBy: [{ column: "name", direction: "asc" }],
      pageSize: 10,
      page: 1,
    });
  });

  it("keeps the key for saving and the display text for showing", () => {
    const item = fieldItem("lookup");
    const value = lookupField.fromModel({ c: 7, c__display: "Plant 7" }, item);
    expect(value).toEqual({ key: 7, label: "Plant 7" });
    expect(lookupField.toModel(value, item)).toBe(7);
    expect(messageFor(fieldItem("lookup", { required: true }), null, "Site")).toBe("Site is required");
  });
});
