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
import { defineRoute } from "../../plugins/route-definition.js";
import { childTables, linkedTable, screenItemsForTable } from "./dictionary.service.js";
import { genericTableLookup, lookupTableValues } from "./lookup.service.js";

const errors = errorResponses(400, 401, 403);

/**
 * Introspection over the data dictionary (ARCHITECTURE §4). Structure calls answer from the
 * dictionary alone; calls returning rows add the caller's row scope in the repository.
 */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["metadata"];

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.getScreenItemsForTable,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "Columns of an exposed table as screen items",
      querystring: ZScreenItemsForTableQuery,
      response: { 200: ZScreenItemsForTableResponse, ...errors },
    },
    handler: ({ actor, input }) => screenItemsForTable(actor, input.query),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.getChildTables,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "Child and linked tables (and, on request, referenced tables) of a table",
      querystring: ZChildTablesQuery,
      response: { 200: ZChildTablesResponse, ...errors },
    },
    handler: ({ actor, input: { query } }) => childTables(actor, query.tableName, query.getForeignKeyTables),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.getLinkedTable,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "The join between a primary table and one of its child tables",
      querystring: ZLinkedTableQuery,
      response: { 200: ZLinkedTableResponse, ...errors },
    },
    handler: ({ actor, input: { query } }) => linkedTable(actor, query.primaryTable, query.childTable),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.fetchLookupTableValues,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Key/value pairs of a table (row-scoped) or of a code table",
      querystring: ZLookupTableValuesQuery,
      response: { 200: ZLookupTableValuesResponse, ...errors },
    },
    handler: ({ db, actor, input }) => lookupTableValues(db, actor, input.query),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.fetchGenericTableLookup,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Rows of a table for a generic picker, searched by text (row-scoped)",
      querystring: ZGenericTableLookupQuery,
      response: { 200: ZGenericTableLookupResponse, ...errors },
    },
    handler: ({ db, actor, input }) => genericTableLookup(db, actor, input.query),
  });
};
