import { describe, expect, it } from "vitest";
import { mapStyle } from "../lib/basemap-style";

describe("the map's style", () => {
  it("asks no font or icon server for anything: no glyphs, no sprite, no text or icon layer", () => {
    for (const style of [
      mapStyle(null),
      mapStyle({ url: "http://portal.test/api/map/streets.pmtiles", attribution: "x" }),
    ]) {
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(style.layers.filter((l) => l.type === "symbol")).toEqual([]);
      // Every source is inline GeoJSON, or the portal's own PMTiles file.
      for (const source of Object.values(style.sources))
        if (source.type !== "geojson")
          expect(source).toMatchObject({
            url: expect.stringMatching(/^pmtiles:\/\/http:\/\/portal\.test\//),
          });
    }
  });

  it("draws the street detail only when the operator configured a file", () => {
    expect(mapStyle(null).sources.streets).toBeUndefined();
    const streets = mapStyle({ url: "http://portal.test/api/map/streets.pmtiles", attribution: "© OSM" });
    expect(streets.sources.streets).toEqual({
      type: "vector",
      url: "pmtiles://http://portal.test/api/map/streets.pmtiles",
      attribution: "© OSM",
    });
    expect(streets.layers.some((l) => "source" in l && l.source === "streets")).toBe(true);
  });
});
