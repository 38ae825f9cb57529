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
import { errorResponses } from "../../lib/error-responses.js";
import type { Db } from "../../db/client.js";
import { acceptFormBodies } from "../../lib/form-body.js";
import type { Actor } from "../sessions/actor.js";
import { setCommunityElementDisabled } from "./community-elements.service.js";
import { createScreenByElements } from "./create-by-elements.service.js";
import { designerWrite } from "./designer-write.js";
import { canDesignScreens } from "./screens.policy.js";
import { removeScreen, saveScreen } from "./screens.service.js";
import { parseJsonText } from "./screens.validate.js";

// 409: two designers creating the same screen name at once (designerWrite's name race).
const errors = errorResponses(400, 401, 403, 404, 409);

/** Screen writes: designers only; each is a revision, and afterwards every instance drops its cache (designerWrite). */
export const screenWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["screens"];
  acceptFormBodies(app);

  const write = <T>(actor: Actor, run: (tx: Db) => Promise<T>) =>
    designerWrite(app, actor, { allowed: canDesignScreens }, run);

  app.post(
    MetadataPath.editMetadataJson,
    {
      schema: {
        tags,
        summary: "Saves a screen document (form field `metadata`, JSON text) as a new revision",
        consumes: ["application/x-www-form-urlencoded"],
        body: ZEditMetadataJsonBody,
        response: { 200: ZScreenResponse, ...errors },
      },
    },
    async (request) =>
      write(request.actor!, (tx) =>
        saveScreen(tx, request.actor!, parseJsonText(request.body.metadata, "metadata"), {
          comment: request.body.comment,
        }),
      ),
  );

  app.post(
    MetadataPath.deleteScreenMetadata,
    {
      schema: {
        tags,
        summary: "Deletes a screen, or only its sub-screen subScreenId; the history is kept",
        body: ZDeleteScreenRequest,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request) => {
      await write(request.actor!, (tx) =>
        removeScreen(tx, request.actor!, request.body.screenId, request.body.subScreenId),
      );
      return { status: "success" as const, message: "The screen has been deleted." };
    },
  );

  app.post(
    MetadataPath.createScreenByElements,
    {
      schema: {
        tags,
        summary: "Creates a screen from a header and the items of its main section",
        body: ZCreateScreenByElementsRequest,
        response: { 200: ZScreenResponse, ...errors },
      },
    },
    async (request) =>
      write(request.actor!, (tx) => createScreenByElements(tx, request.actor!, request.body)),
  );

  app.post(
    MetadataPath.removeCommunityElement,
    {
      schema: {
        tags,
        summary: "Disables a screen (dashboard/community element), or enables it again with Disabled false",
        body: ZRemoveCommunityElementRequest,
        response: { 200: ZRemoveCommunityElementResponse, ...errors },
      },
    },
    async (request) =>
      write(request.actor!, (tx) =>
        setCommunityElementDisabled(tx, request.actor!, request.body.ScreenId, request.body.Disabled),
      ),
  );
};
