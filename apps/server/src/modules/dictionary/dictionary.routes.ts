import {
  MetadataPath,
  ZChildTablesQuery,
  ZChildTablesResponse,
  ZGenericTableLookupQuery,
  ZGenericTableLookupResponse,
  ZLinkedTableQuery,
  ZLinkedTableResponse,
  ZLookupTableValuesQuery,
  ZLookupTableValuesResponse,
  ZScreenItemsForTableQuery,
  ZScreenItemsForTableResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { childTables, linkedTable, screenItemsForTable } from "./dictionary.service.js";
import { genericTableLookup, lookupTableValues } from "./lookup.service.js";

const errors = errorResponses(400, 401, 403);

/**
 * Introspection over the data dictionary (ARCHITECTURE §4). Structure calls answer from the
 * dictionary alone; calls returning rows add the caller's row scope in the repository.
 */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["metadata"];

  app.get(
    MetadataPath.getScreenItemsForTable,
    {
      schema: {
        tags,
        summary: "Columns of an exposed table as screen items",
        querystring: ZScreenItemsForTableQuery,
        response: { 200: ZScreenItemsForTableResponse, ...errors },
      },
    },
    async (request) => screenItemsForTable(request.actor!, request.query),
  );

  app.get(
    MetadataPath.getChildTables,
    {
      schema: {
        tags,
        summary: "Child and linked tables (and, on request, referenced tables) of a table",
        querystring: ZChildTablesQuery,
        response: { 200: ZChildTablesResponse, ...errors },
      },
    },
    async (request) =>
      childTables(request.actor!, request.query.tableName, request.query.getForeignKeyTables),
  );

  app.get(
    MetadataPath.getLinkedTable,
    {
      schema: {
        tags,
        summary: "The join between a primary table and one of its child tables",
        querystring: ZLinkedTableQuery,
        response: { 200: ZLinkedTableResponse, ...errors },
      },
    },
    async (request) => linkedTable(request.actor!, request.query.primaryTable, request.query.childTable),
  );

  app.get(
    MetadataPath.fetchLookupTableValues,
    {
      schema: {
        tags,
        summary: "Key/value pairs of a table (row-scoped) or of a code table",
        querystring: ZLookupTableValuesQuery,
        response: { 200: ZLookupTableValuesResponse, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => lookupTableValues(tx, request.actor!, request.query)),
  );

  app.get(
    MetadataPath.fetchGenericTableLookup,
    {
      schema: {
        tags,
        summary: "Rows of a table for a generic picker, searched by text (row-scoped)",
        querystring: ZGenericTableLookupQuery,
        response: { 200: ZGenericTableLookupResponse, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => genericTableLookup(tx, request.actor!, request.query)),
  );
};
