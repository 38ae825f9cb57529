import { MetadataPath, ZErrorResponse, ZFetchCodesQuery, ZFetchCodesResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unknownCodeTable } from "../dictionary/dictionary.errors.js";
import { presentCode, presentCodeTree, subtreeOf } from "./codes.presenter.js";
import { loadCodes } from "./codes.repository.js";

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MetadataPath.fetchCodes,
    {
      schema: {
        tags: ["metadata"],
        summary: "Codes of a code table; buildHierarchy=true nests them under their parents",
        querystring: ZFetchCodesQuery,
        response: { 200: ZFetchCodesResponse, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { lookupTable, codeName, buildHierarchy } = request.query;
      const rows = await app.db.transaction((tx) => loadCodes(tx, lookupTable));
      if (!rows) throw unknownCodeTable("lookupTable", lookupTable);
      const selected = codeName ? subtreeOf(rows, codeName) : rows;
      return buildHierarchy ? presentCodeTree(selected) : selected.map(presentCode);
    },
  );
};
