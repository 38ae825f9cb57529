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
import { documentErrorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { documentWrite } from "../documents/document-write.js";
import { SCREEN_KIND } from "./screen.kind.js";
import { diffRevisions, revertToRevision, revisionsOf } from "./screen-revisions.service.js";
import { canDesignScreens } from "./screens.policy.js";

const errors = documentErrorResponses(400, 401, 403, 404, 409);

/** A screen's history: list, diff two revisions, revert to one (itself a new revision). Designers only. */
export const screenRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.screenRevisions,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Revisions of a screen, newest first",
      querystring: ZScreenRevisionsQuery,
      response: { 200: ZScreenRevisionsResponse, ...errors },
    },
    policy: allow(canDesignScreens),
    handler: ({ db, input }) => revisionsOf(db, input.query.screenId),
  });

  defineRoute(app, {
    method: "GET",
    url: MetadataPath.screenRevisionDiff,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Changed paths (JSON pointers) with before/after between two revisions",
      querystring: ZScreenDiffQuery,
      response: { 200: ZScreenDiffResponse, ...errors },
    },
    policy: allow(canDesignScreens),
    handler: ({ db, input: { query } }) => diffRevisions(db, query.screenId, query.from, query.to),
  });

  defineRoute(app, {
    method: "POST",
    url: MetadataPath.revertScreenRevision,
    auth: "required",
    // documentWrite: one transaction, then every instance drops its screen cache.
    tx: "none",
    schema: {
      tags,
      summary: "Restores a revision's document as a new revision",
      body: ZRevertScreenRequest,
      response: { 200: ZScreenResponse, ...errors },
    },
    policy: allow(canDesignScreens),
    handler: ({ actor, input: { body } }) =>
      documentWrite(app, [SCREEN_KIND], (tx) =>
        revertToRevision(tx, actor, body.screenId, body.revision, body),
      ),
  });
};
