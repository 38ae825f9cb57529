import {
  DataviewPath,
  ZExecSearchRequest,
  DataviewExportPath,
  ZExportCsvRequest,
  ZInfoCardDataRequest,
  ZInfoCardDataResponse,
  ZNavigationSearchRequest,
  ZQuickSearchQuery,
  ZRefreshCountersQuery,
  ZRefreshCountersResponse,
  ZSearchResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { refreshCounter } from "./counters.service.js";
import { execSearch, navigationSearch, quickSearch } from "./search.service.js";
import { infoCardData } from "./row-reads.js";
import { planCsvExport } from "./search-export.js";
import { sendCsv } from "./search-export.reply.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * Searches declared by screen metadata (ARCHITECTURE §4): the client names a screen and sends only
 * declared filter items, sortable columns, text and paging; the services check each against the
 * screen before any SQL is built, and every query carries the caller's row scope.
 */
export const dataviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["dataview"];
  // Searches only read, in READ COMMITTED: a transaction around them adds BEGIN/COMMIT round trips
  // and buys nothing, so they run on the pool directly (tx none; bench/search: endpoint vs raw SQL).

  defineRoute(app, {
    method: "GET",
    url: DataviewPath.search,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "Quick search over the screen's globalSearchColumns, rows startNumber..endNumber",
      querystring: ZQuickSearchQuery,
      response: { 200: ZSearchResponse, ...errors },
    },
    handler: ({ actor, input }) => quickSearch(app.db, app.screenCache, actor, input.query),
  });

  defineRoute(app, {
    method: "POST",
    url: DataviewPath.execSearch,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "A screen's search: declared filters, sortable columns, text, page or keyset cursor",
      body: ZExecSearchRequest,
      response: { 200: ZSearchResponse, ...errors },
    },
    handler: ({ actor, input }) => execSearch(app.db, app.screenCache, actor, input.body),
  });

  defineRoute(app, {
    method: "POST",
    url: DataviewExportPath.exportCsv,
    config: { rateLimitPerson: ["exportCsv"] },
    auth: "required",
    // Streams for as long as the file takes: each keyset batch is its own statement on the pool.
    tx: "none",
    schema: {
      tags,
      summary: "A list as CSV: execsearch's body, every matching row (no paging, no cap), streamed",
      description:
        "text/csv, UTF-8 with BOM; the header row is the labels of the columns asked for (searchQuery, " +
        "else the search's) in that order; code values as descriptions; formula-like text prefixed with '.",
      body: ZExportCsvRequest,
      response: { ...errors, ...errorResponses(429) },
    },
    handler: ({ actor, input }) => planCsvExport(app.db, app.screenCache, actor, input.body),
    present: (csv, { reply }) => sendCsv(reply, csv),
  });

  defineRoute(app, {
    method: "POST",
    url: DataviewPath.execNavigationSearch,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "Rows a navigation link opens: criteria by filter item or search column (EQ)",
      body: ZNavigationSearchRequest,
      response: { 200: ZSearchResponse, ...errors },
    },
    handler: ({ actor, input }) => navigationSearch(app.db, app.screenCache, actor, input.body),
  });

  defineRoute(app, {
    method: "POST",
    url: DataviewPath.infoCardData,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Placeholder columns of a table's rows for an info card (EQ constraints)",
      body: ZInfoCardDataRequest,
      response: { 200: ZInfoCardDataResponse, ...errors },
    },
    handler: ({ db, actor, input }) => infoCardData(db, actor, input.body),
  });

  defineRoute(app, {
    method: "GET",
    url: DataviewPath.refreshCounters,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The current value of a counter item of a screen",
      querystring: ZRefreshCountersQuery,
      response: { 200: ZRefreshCountersResponse, ...errors },
    },
    handler: ({ db, actor, input }) => refreshCounter(db, app.screenCache, actor, input.query),
  });
};
