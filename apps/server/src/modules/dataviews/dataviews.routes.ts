import {
  DataViewsPath,
  ZDataView,
  ZDataViewsQuery,
  ZDataViewsResponse,
  ZDeleteDataViewRequest,
  ZDeleteDataViewResponse,
  ZSaveDataViewRequest,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { deleteView, listViews, saveView } from "./dataviews.service.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * Saved data views of a list (issue 12): the owner and company scope is in every statement of the
 * service; the screen is checked as execsearch checks it (area access, declared columns,
 * filters and sortable columns).
 */
export const dataViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["dataview"];

  defineRoute(app, {
    method: "GET",
    url: DataViewsPath.list,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The caller's saved views of a list and those shared with its company",
      querystring: ZDataViewsQuery,
      response: { 200: ZDataViewsResponse, ...errors },
    },
    handler: ({ db, actor, input }) => listViews(db, app.screenCache, actor, input.query.screenName),
  });

  defineRoute(app, {
    method: "POST",
    url: DataViewsPath.save,
    config: { rateLimitPerson: ["saveDataView"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Save a list's columns, filters and sort under a name (own, or shared with the company)",
      body: ZSaveDataViewRequest,
      response: { 200: ZDataView, ...errors, ...errorResponses(429) },
    },
    handler: ({ db, actor, input }) => saveView(db, app.screenCache, actor, input.body),
  });

  defineRoute(app, {
    method: "POST",
    url: DataViewsPath.remove,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Delete one of the caller's own saved views",
      body: ZDeleteDataViewRequest,
      response: { 200: ZDeleteDataViewResponse, ...errors },
    },
    handler: ({ db, actor, input }) => deleteView(db, actor, input.body.id),
  });
};
