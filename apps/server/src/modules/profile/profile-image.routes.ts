import { ApiPath, ZErrorResponse, ZUpdateImageResponse } from "@fsm/contracts";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { z } from "zod";
import { fieldError } from "../../lib/app-error.js";
import { loadParams } from "../app-config/app-params.repository.js";
import { paramInt, paramList } from "../app-config/app-params.js";
import { sendStoredFile } from "../files/files.presenter.js";
import { fileTooLarge } from "./profile.errors.js";
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
    },
    async (request) => {
      const params = await loadParams(app.db);
      const maxBytes = paramInt(params.maxRequestLength, 5 * 1024 * 1024);
      let upload: { part: MultipartFile; bytes: Buffer } | undefined;
      let fileName: string | undefined;
      // Read every part: the filename field may come before or after the file.
      for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
        if (part.type === "file") {
          const bytes = await part.toBuffer();
          if (part.file.truncated) throw fileTooLarge(maxBytes);
          if (part.fieldname === "attachment") upload = { part, bytes };
        } else if (part.fieldname === "filename" && typeof part.value === "string") {
          fileName = part.value.trim();
        }
      }
      if (!upload) throw fieldError("attachment", "An image file is required");
      const name = fileName || upload.part.filename || "image";
      const type = checkImage(name, upload.bytes, paramList(params.fileTypesBlackList));
      const bytes = upload.bytes;
      const imageId = await app.db.transaction((tx) =>
        replaceProfileImage(tx, request.actor!.personId, { name, type, bytes }),
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
