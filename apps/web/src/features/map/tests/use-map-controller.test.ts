import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LIST_PAGE, useMapController } from "../hooks/use-map-controller";
import { MAP, site } from "./fixtures";

const many = Array.from({ length: 120 }, (_, i) => site(i + 1));

describe("the map page's controller", () => {
  it("tells which state the page is in: no sites, none with coordinates, or a map to draw", () => {
    expect(renderHook(() => useMapController([])).result.current.state).toBe("no-sites");
    const unmapped = [site(1, { lat: null, lon: null })];
    expect(renderHook(() => useMapController(unmapped)).result.current.state).toBe("no-points");
    const { result } = renderHook(() => useMapController(MAP.sites));
    expect(result.current.state).toBe("ready");
    // The map draws the sites with coordinates; the list shows them all.
    expect(result.current.mapped.map((s) => s.id)).toEqual([1, 2]);
    expect(result.current.shown.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it("finds sites by name, city or country, ignoring case and accents", () => {
    const { result } = renderHook(() => useMapController(MAP.sites));
    act(() => result.current.setSearch("montreal"));
    expect(result.current.shown.map((s) => s.name)).toEqual(["Harbor Depot"]);
    act(() => result.current.setSearch("  ACME "));
    expect(result.current.shown.map((s) => s.name)).toEqual(["Acme Plant"]);
    act(() => result.current.setSearch("nowhere"));
    expect(result.current.shown).toEqual([]);
    expect(result.current.matchingCount).toBe(0);
  });

  it("shows the list a page at a time, and a new search starts from the first page", () => {
    const { result } = renderHook(() => useMapController(many));
    expect(result.current.shown).toHaveLength(LIST_PAGE);
    expect(result.current.canShowMore).toBe(true);
    act(() => result.current.showMore());
    act(() => result.current.showMore());
    expect(result.current.shown).toHaveLength(120);
    expect(result.current.canShowMore).toBe(false);
    act(() => result.current.setSearch("site"));
    expect(result.current.shown).toHaveLength(LIST_PAGE);
    expect(result.current.matchingCount).toBe(120);
  });

  it("shares one selection between the map and the list; a site picked on the map is always in the list", () => {
    const { result } = renderHook(() => useMapController(many));
    act(() => result.current.select(97, "map"));
    expect(result.current.selected?.id).toBe(97);
    expect(result.current.selectedFrom).toBe("map");
    // The list grows to the site instead of hiding it behind "Show more".
    expect(result.current.shown.at(-1)?.id).toBe(97);
    act(() => result.current.select(3, "list"));
    expect(result.current.selectedFrom).toBe("list");
    expect(result.current.shown).toHaveLength(LIST_PAGE);
    act(() => result.current.clearSelection());
    expect(result.current.selected).toBeNull();
  });
});
