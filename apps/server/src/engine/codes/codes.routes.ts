import { MetadataPath, ZErrorResponse, ZFetchCodesQuery, ZFetchCodesResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { defineRoute } from "../../plugins/route-definition.js";
import { unknownCodeTable } from "./codes.errors.js";
import { presentCode, presentCodeTree, subtreeOf } from "./codes.presenter.js";
import { loadCodes } from "./codes.repository.js";

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: MetadataPath.fetchCodes,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["metadata"],
      summary: "Codes of a code table; buildHierarchy=true nests them under their parents",
      querystring: ZFetchCodesQuery,
      response: { 200: ZFetchCodesResponse, 400: ZErrorResponse, 401: ZErrorResponse },
    },
    handler: async ({ db, input }) => {
      const { lookupTable } = input.query;
      const rows = await loadCodes(db, lookupTable);
      if (!rows) throw unknownCodeTable("lookupTable", lookupTable);
      return rows;
    },
    present: (rows, { input }) => {
      const { codeName, buildHierarchy } = input.query;
      const selected = codeName ? subtreeOf(rows, codeName) : rows;
      return buildHierarchy ? presentCodeTree(selected) : selected.map(presentCode);
    },
  });
};
