import { z } from "zod";
import { text, wholeNumber } from "./fields.js";

/** The map's calls (issue 12, `/app/map`); the street-detail file is served under the same base. */
export const MapPath = {
  sites: "/api/map/sites",
  /** The operator's PMTiles file (MAP_PMTILES_FILE), read by the browser with HTTP Range requests. */
  streets: "/api/map/streets.pmtiles",
} as const;

/** GET {map}/sites: staff may narrow the map to one company; a customer always sees its own. */
export const ZMapSitesQuery = z.object({
  companyId: wholeNumber(1).optional(),
});
export type TMapSitesQuery = z.infer<typeof ZMapSitesQuery>;

/**
 * One site as the map draws it. `lat`/`lon` are null when the site has no coordinates: it is
 * listed beside the map without a point. Short keys: 10,000 of these travel in one answer.
 */
export const ZMapSite = z.object({
  id: z.number().int(),
  name: text(),
  city: text(),
  country: text(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Service requests of the site in an open status (request_statuses.is_open). */
  openRequests: z.number().int(),
  /** Installed assets at the site (in the caller's row scope). */
  assets: z.number().int(),
  /**
   * Names of the site's first assets by serial number ("product · serial"), at most 10: assets
   * have no coordinates of their own, so they are listed under their site. `assets` counts all.
   */
  assetNames: z.array(text()),
});
export type TMapSite = z.infer<typeof ZMapSite>;

export const ZMapSitesResponse = z.object({
  sites: z.array(ZMapSite),
  /**
   * The request list a site opens, filtered to it: a list screen and its declared filter item on
   * the request's site (`f.<filterItem>=<site id>` in the list's address); null when the request
   * list declares no such filter (a site then opens nothing).
   */
  requestList: z.object({ screenName: text(), filterItem: text() }).nullable(),
  /**
   * Street detail configured by the operator: a PMTiles archive served by the portal (same
   * origin) for MapLibre's `pmtiles://` protocol; null: the bundled world basemap only.
   */
  streets: z.object({ url: text(), attribution: text() }).nullable(),
});
export type TMapSitesResponse = z.infer<typeof ZMapSitesResponse>;
