import {
  MetadataPath,
  ZCreateScreenByElementsRequest,
  ZDeleteScreenRequest,
  ZEditMetadataJsonBody,
  ZRemoveCommunityElementRequest,
  ZRemoveCommunityElementResponse,
  ZScreenResponse,
  ZStatusResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentErrorResponses } from "../../lib/error-responses.js";
import { acceptFormBodies } from "../../lib/form-body.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { setCommunityElementDisabled } from "./community-elements.service.js";
import { createScreenByElements } from "./create-by-elements.service.js";
import { documentWrite } from "../documents/document-write.js";
import { SCREEN_KIND } from "./screen.kind.js";
import { canDesignScreens } from "./screens.policy.js";
import { removeScreen, saveScreen } from "./screens.service.js";
import { parseJsonText } from "./screens.validate.js";

// 409: two designers creating the same screen name at once (the store's name race).
const errors = documentErrorResponses(400, 401, 403, 404, 409);

/**
 * Screen writes: designers only; each is a revision, and afterwards every instance drops its cache.
 * documentWrite opens the transaction (tx none here) so that the cache is cleared after the commit.
 */
export const screenWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];
  acceptFormBodies(app);
  const designer = { auth: "required", tx: "none", policy: allow(canDesignScreens) } as const;

  defineRoute(app, {
    method: "POST",
    url: MetadataPath.editMetadataJson,
    ...designer,
    schema: {
      tags,
      summary: "Saves a screen document (form field `metadata`, JSON text) as a new revision",
      consumes: ["application/x-www-form-urlencoded"],
      body: ZEditMetadataJsonBody,
      response: { 200: ZScreenResponse, ...errors },
    },
    handler: ({ actor, input: { body } }) =>
      documentWrite(app, [SCREEN_KIND], (tx) =>
        saveScreen(tx, actor, parseJsonText(body.metadata, "metadata"), {
          comment: body.comment,
          baseRevision: body.baseRevision,
        }),
      ),
  });

  defineRoute(app, {
    method: "POST",
    url: MetadataPath.deleteScreenMetadata,
    ...designer,
    schema: {
      tags,
      summary: "Deletes a screen, or only its sub-screen subScreenId; the history is kept",
      body: ZDeleteScreenRequest,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ actor, input: { body } }) => {
      await documentWrite(app, [SCREEN_KIND], (tx) =>
        removeScreen(tx, actor, body.screenId, body.subScreenId),
      );
      return { status: "success" as const, message: "The screen has been deleted." };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: MetadataPath.createScreenByElements,
    ...designer,
    schema: {
      tags,
      summary: "Creates a screen from a header and the items of its main section",
      body: ZCreateScreenByElementsRequest,
      response: { 200: ZScreenResponse, ...errors },
    },
    handler: ({ actor, input }) =>
      documentWrite(app, [SCREEN_KIND], (tx) => createScreenByElements(tx, actor, input.body)),
  });

  defineRoute(app, {
    method: "POST",
    url: MetadataPath.removeCommunityElement,
    ...designer,
    schema: {
      tags,
      summary: "Disables a screen (dashboard/community element), or enables it again with Disabled false",
      body: ZRemoveCommunityElementRequest,
      response: { 200: ZRemoveCommunityElementResponse, ...errors },
    },
    handler: ({ actor, input: { body } }) =>
      documentWrite(app, [SCREEN_KIND], (tx) =>
        setCommunityElementDisabled(tx, actor, body.ScreenId, body.Disabled),
      ),
  });
};
