import type { FeatureCollection } from "geojson";
import type { LayerSpecification, StyleSpecification } from "maplibre-gl";

/**
 * The map's style, drawn only from the portal's own files: no `glyphs`, no `sprite`, no symbol
 * layer (those would fetch fonts and icons), so MapLibre never requests anything but the sources
 * below — the countries (world-atlas, bundled) and, when the operator configured one, the PMTiles
 * street detail served by the portal (`pmtiles://<portal origin>/api/map/streets.pmtiles`).
 */
export const COLORS = {
  sea: "#d6e4ee",
  land: "#f3f1ea",
  border: "#a8a293",
  water: "#b9d3e4",
  park: "#dcebd0",
  road: "#ffffff",
  roadCase: "#cfc9bb",
  building: "#e2ddd2",
  site: "#1c7ed6",
  busy: "#e8590c",
  cluster: "#1864ab",
  selected: "#c2255c",
};

const empty = (): FeatureCollection => ({ type: "FeatureCollection", features: [] });

/** Street detail in the Protomaps basemap schema (earth, water, landuse, roads, buildings), lines and fills only. */
function streetLayers(): LayerSpecification[] {
  const src = { source: "streets" } as const;
  return [
    {
      id: "streets-earth",
      type: "fill",
      ...src,
      "source-layer": "earth",
      paint: { "fill-color": COLORS.land },
    },
    {
      id: "streets-park",
      type: "fill",
      ...src,
      "source-layer": "landuse",
      filter: ["in", ["get", "kind"], ["literal", ["park", "forest", "wood", "grass", "nature_reserve"]]],
      paint: { "fill-color": COLORS.park },
    },
    {
      id: "streets-water",
      type: "fill",
      ...src,
      "source-layer": "water",
      paint: { "fill-color": COLORS.water },
    },
    {
      id: "streets-buildings",
      type: "fill",
      ...src,
      "source-layer": "buildings",
      minzoom: 14,
      paint: { "fill-color": COLORS.building },
    },
    {
      id: "streets-roads-case",
      type: "line",
      ...src,
      "source-layer": "roads",
      filter: ["in", ["get", "kind"], ["literal", ["highway", "major_road"]]],
      paint: {
        "line-color": COLORS.roadCase,
        "line-width": ["interpolate", ["linear"], ["zoom"], 6, 1, 16, 12],
      },
    },
    {
      id: "streets-roads",
      type: "line",
      ...src,
      "source-layer": "roads",
      filter: ["in", ["get", "kind"], ["literal", ["highway", "major_road", "minor_road"]]],
      paint: {
        "line-color": COLORS.road,
        "line-width": ["interpolate", ["linear"], ["zoom"], 6, 0.5, 16, 9],
      },
    },
    {
      id: "streets-boundaries",
      type: "line",
      ...src,
      "source-layer": "boundaries",
      paint: { "line-color": COLORS.border, "line-dasharray": [3, 2] },
    },
  ];
}

/** Sites as a clustered GeoJSON source, each point carrying its id and open-request count. */
export function mapStyle(streets: { url: string; attribution: string } | null): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: "geojson", data: empty(), attribution: "Natural Earth" },
      ...(streets
        ? { streets: { type: "vector", url: `pmtiles://${streets.url}`, attribution: streets.attribution } }
        : {}),
      sites: {
        type: "geojson",
        data: empty(),
        cluster: true,
        clusterRadius: 44,
        clusterMaxZoom: 14,
        clusterProperties: { open: ["+", ["get", "open"]] },
      },
      selected: { type: "geojson", data: empty() },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": COLORS.sea } },
      {
        id: "land",
        type: "fill",
        source: "countries",
        filter: ["==", ["get", "kind"], "land"],
        paint: { "fill-color": COLORS.land },
      },
      ...(streets ? streetLayers() : []),
      {
        id: "borders",
        type: "line",
        source: "countries",
        filter: ["==", ["get", "kind"], "border"],
        paint: { "line-color": COLORS.border, "line-width": 0.8 },
      },
      {
        id: "clusters",
        type: "circle",
        source: "sites",
        filter: ["has", "point_count"],
        paint: {
          "circle-color": COLORS.cluster,
          "circle-opacity": 0.85,
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
          "circle-radius": ["step", ["get", "point_count"], 14, 10, 18, 100, 23, 1000, 28],
        },
      },
      {
        id: "points",
        type: "circle",
        source: "sites",
        filter: ["!", ["has", "point_count"]],
        paint: {
          "circle-color": ["case", [">", ["get", "open"], 0], COLORS.busy, COLORS.site],
          "circle-radius": 7,
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        },
      },
      {
        id: "selected",
        type: "circle",
        source: "selected",
        paint: {
          "circle-color": "rgba(0,0,0,0)",
          "circle-radius": 13,
          "circle-stroke-color": COLORS.selected,
          "circle-stroke-width": 4,
        },
      },
    ],
  };
}
