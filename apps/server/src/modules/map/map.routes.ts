import { MapPath, ZMapSitesQuery, ZMapSitesResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { sendStreets } from "./map-streets.js";
import { callerMap } from "./map.service.js";

/** The map page's data (`/app/map`) and the operator's street-detail file. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: MapPath.sites,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["map"],
      summary:
        "The caller's sites (customer: its company's; staff: all) with coordinates, open requests and assets, the list a site opens and the configured street layer",
      querystring: ZMapSitesQuery,
      response: { 200: ZMapSitesResponse, ...errorResponses(400, 401) },
    },
    // Every signed-in user may see the map; what it shows is the caller's row scope (repository).
    handler: ({ db, actor, input }) => callerMap(db, app.appConfig, actor, input.query),
  });

  defineRoute(app, {
    method: "GET",
    url: MapPath.streets,
    // Public like the SPA's own files: MapLibre's range requests carry no Authorization header,
    // and the file is the operator's map data, not a customer's.
    auth: "none",
    // A file read, no database.
    tx: "none",
    schema: {
      tags: ["map"],
      summary:
        "The operator's PMTiles archive (MAP_PMTILES_FILE), whole or one byte range (Range: bytes=a-b)",
      response: errorResponses(404, 416),
    },
    handler: ({ request, reply }) => sendStreets(app.appConfig.mapPmtilesFile, request, reply),
  });
};
