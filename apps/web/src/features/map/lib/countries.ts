import type { FeatureCollection } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
// The world basemap ships with the app (Natural Earth 1:50m, public domain): fetched from the
// portal's own origin as a static file, never from a tile server.
import countriesUrl from "world-atlas/countries-50m.json?url";

type World = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Land areas and country borders as one GeoJSON collection (`kind`: land | border). */
export async function loadCountries(signal?: AbortSignal): Promise<FeatureCollection> {
  const response = await fetch(countriesUrl, { signal });
  if (!response.ok) throw new Error(`world basemap: HTTP ${response.status}`);
  const world = (await response.json()) as World;
  const land = feature(world, world.objects.land);
  const borders = mesh(world, world.objects.countries, (a, b) => a !== b);
  const lands = "features" in land ? land.features : [land];
  return {
    type: "FeatureCollection",
    features: [
      ...lands.map((f) => ({ ...f, properties: { kind: "land" } })),
      { type: "Feature", geometry: borders, properties: { kind: "border" } },
    ],
  };
}
