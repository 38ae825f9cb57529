import {
  MetadataPath,
  ZRevertScreenRequest,
  ZScreenDiffQuery,
  ZScreenDiffResponse,
  ZScreenResponse,
  ZScreenRevisionsQuery,
  ZScreenRevisionsResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { forbidden } from "../../lib/app-error.js";
import { designerWrite } from "./designer-write.js";
import { diffRevisions, revertToRevision, revisionsOf } from "./screen-revisions.service.js";
import { canDesignScreens } from "./screens.policy.js";

const errors = errorResponses(400, 401, 403, 404, 409);

/** A screen's history: list, diff two revisions, revert to one (itself a new revision). Designers only. */
export const screenRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];

  app.get(
    MetadataPath.screenRevisions,
    {
      schema: {
        tags,
        summary: "Revisions of a screen, newest first",
        querystring: ZScreenRevisionsQuery,
        response: { 200: ZScreenRevisionsResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (!canDesignScreens(request.actor!)) throw forbidden();
        return revisionsOf(tx, request.query.screenId);
      }),
  );

  app.get(
    MetadataPath.screenRevisionDiff,
    {
      schema: {
        tags,
        summary: "Changed paths (JSON pointers) with before/after between two revisions",
        querystring: ZScreenDiffQuery,
        response: { 200: ZScreenDiffResponse, ...errors },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (!canDesignScreens(request.actor!)) throw forbidden();
        return diffRevisions(tx, request.query.screenId, request.query.from, request.query.to);
      }),
  );

  app.post(
    MetadataPath.revertScreenRevision,
    {
      schema: {
        tags,
        summary: "Restores a revision's document as a new revision",
        body: ZRevertScreenRequest,
        response: { 200: ZScreenResponse, ...errors },
      },
    },
    async (request) => {
      const { screenId, revision, comment } = request.body;
      return designerWrite(app, request.actor!, { allowed: canDesignScreens }, (tx) =>
        revertToRevision(tx, request.actor!, screenId, revision, comment),
      );
    },
  );
};
