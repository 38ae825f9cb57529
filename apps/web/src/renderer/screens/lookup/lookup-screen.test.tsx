import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithServices } from "../../test-utils/render-with-services";
import { memorySearch } from "../../test-utils/memory-sources";
import { screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { LookupScreen } from "./LookupScreen";

const document = parseScreen(siteLookupInput);
const SITES = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Site ${String(i + 1).padStart(2, "0")}`,
  city: "York",
}));

function renderLookup(rows = SITES) {
  const onPick = vi.fn();
  const search = memorySearch({ siteLookup: rows });
  renderWithServices(<LookupScreen document={document} source={search.source} onPick={onPick} />, {
    messages: { site_lookup_title: "Sites" },
  });
  return { onPick, search, user: userEvent.setup() };
}

describe("lookup screen", () => {
  it("pages through the results and picks with the mouse too", async () => {
    const { user, onPick } = renderLookup();
    expect(await screen.findByRole("option", { name: /Site 01/ })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(10);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await user.click(screen.getByRole("option", { name: /Site 12/ }));
    expect(onPick).toHaveBeenCalledWith(SITES[11]);
  });

  it("moves the active row with Home/End and the arrows, and says when nothing matches", async () => {
    const { user, onPick } = renderLookup();
    const box = screen.getByRole("combobox", { name: "Search Sites" });
    await screen.findAllByRole("option");
    box.focus();
    await user.keyboard("{End}{ArrowUp}{Enter}");
    expect(onPick).toHaveBeenCalledWith(SITES[8]);
    expect(box).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: /Site 09/ }).id);
    await user.type(box, "zzz");
    expect(await screen.findByText("No matching entries.")).toBeInTheDocument();
  });

  it("starts a new search on its first page without asking for the old search's first page", async () => {
    const { user, search } = renderLookup();
    await screen.findAllByRole("option");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await user.type(screen.getByRole("combobox", { name: "Search Sites" }), "Site 0");
    await waitFor(() => expect(screen.getByText("Page 1 of 1")).toBeInTheDocument());
    expect(screen.getAllByRole("option")).toHaveLength(9);
    const sent = search.calls.map((c) => [c.searchValue, c.page]);
    expect(sent.slice(0, 2)).toEqual([
      ["", 1],
      ["", 2],
    ]);
    // After page 2 only searches for typed text, each on its page 1 (typing may be debounced in parts).
    expect(sent.slice(2).every(([text, page]) => text !== "" && page === 1)).toBe(true);
    expect(sent.at(-1)).toEqual(["Site 0", 1]);
  });
});
