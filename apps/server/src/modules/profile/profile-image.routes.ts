import { ApiPath, ZErrorResponse, ZUpdateImageForm, ZUpdateImageResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { z } from "zod";
import { fieldError } from "../../lib/app-error.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import { loadParams } from "../app-config/app-params.repository.js";
import { paramInt, paramList } from "../app-config/app-params.js";
import { sendStoredFile } from "../files/files.presenter.js";
import { checkImage, readProfileImage, replaceProfileImage } from "./profile-image.service.js";

const errors = errorResponses(400, 401, 403, 404);

export const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.updateImage,
    {
      schema: {
        tags: ["profile"],
        summary: "Uploads the caller's profile image (multipart: attachment = file, filename = its name)",
        consumes: ["multipart/form-data"],
        response: { 200: ZUpdateImageResponse, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
      },
      config: { multipartForm: ZUpdateImageForm },
    },
    async (request) => {
      const params = await loadParams(app.db);
      const blackList = paramList(params.fileTypesBlackList);
      const form = await readMultipartForm(request, ZUpdateImageForm, {
        maxBytes: paramInt(params.maxRequestLength, 5 * 1024 * 1024),
        maxFiles: 1,
        inspect: (name, head) => void (head.length && checkImage(name || "image", head, blackList)),
      });
      const upload = form.files.find((f) => f.field === "attachment");
      if (!upload) throw fieldError("attachment", "An image file is required");
      const name = form.fields.filename || upload.fileName || "image";
      const type = checkImage(name, upload.bytes, blackList);
      const imageId = await app.db.transaction((tx) =>
        replaceProfileImage(tx, request.actor!.personId, { name, type, bytes: upload.bytes }),
      );
      return { ImageId: imageId };
    },
  );

  app.get(
    ApiPath.getProfileImage,
    {
      schema: {
        tags: ["profile"],
        summary: "A profile image (owner, same company or staff); answers the image bytes",
        querystring: z.object({ imageId: z.string().trim().min(1, "imageId is required").max(64) }),
        response: { 404: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await app.db.transaction((tx) =>
        readProfileImage(tx, request.actor!, request.query.imageId),
      );
      return sendStoredFile(reply, file, "private, max-age=300");
    },
  );
};
