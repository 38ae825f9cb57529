import {
  ApiPath,
  ZErrorResponse,
  ZProfileImageQuery,
  ZUpdateImageForm,
  ZUpdateImageResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { fieldError } from "../../lib/app-error.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { paramInt, paramList } from "../../platform/app-config/app-params.js";
import { sendStoredFile } from "../../platform/files/files.presenter.js";
import { assertImageSize } from "../../platform/files/image-size-limit.js";
import { checkImage, readProfileImage, replaceProfileImage } from "./profile-image.service.js";

const errors = errorResponses(400, 401, 403, 404);

export const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "POST",
    url: ApiPath.updateImage,
    auth: "required",
    // The multipart body is streamed and checked before the write transaction.
    tx: "none",
    config: { multipartForm: ZUpdateImageForm, rateLimitPerson: ["profileImage"] },
    schema: {
      tags: ["profile"],
      summary: "Uploads the caller's profile image (multipart: attachment = file, filename = its name)",
      consumes: ["multipart/form-data"],
      response: {
        200: ZUpdateImageResponse,
        ...errors,
        413: ZErrorResponse,
        415: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    handler: async ({ actor, request }) => {
      const params = await loadParams(app.db);
      const blackList = paramList(params.fileTypesBlackList);
      const form = await readMultipartForm(request, ZUpdateImageForm, {
        maxBytes: paramInt(params.maxRequestLength, 5 * 1024 * 1024),
        maxFiles: 1,
        inspect: (name, head) => void (head.length && checkImage(name || "image", head, blackList)),
      });
      const upload = form.files.find((f) => f.field === "attachment");
      if (!upload) throw fieldError("attachment", "error_image_required");
      const name = form.fields.filename || upload.fileName || "image";
      const type = checkImage(name, upload.bytes, blackList);
      assertImageSize("attachment", name, type, upload.bytes);
      const imageId = await app.db.transaction((tx) =>
        replaceProfileImage(tx, actor.personId, { name, type, bytes: upload.bytes }),
      );
      return { ImageId: imageId };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.getProfileImage,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["profile"],
      summary: "A profile image (owner, same company or staff); answers the image bytes",
      querystring: ZProfileImageQuery,
      response: { 400: ZErrorResponse, 404: ZErrorResponse, 401: ZErrorResponse },
    },
    handler: ({ db, actor, input }) => readProfileImage(db, actor, input.query.imageId),
    present: (file, { reply }) => sendStoredFile(reply, file, "private, max-age=300"),
  });
};
