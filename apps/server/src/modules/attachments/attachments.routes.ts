import { AttachmentsPath, ZAttachmentDownloadQuery, ZErrorResponse, ZUploadResponse } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { fieldError } from "../../lib/app-error.js";
import { loadParams } from "../app-config/app-params.repository.js";
import { sendAttachment } from "./attachments.presenter.js";
import { readAttachment, upload } from "./attachments.service.js";
import { checkFile, partOptions, readFilePart, uploadLimits, type RawFile } from "./upload-form.js";

const errors = errorResponses(400, 401, 403, 404);

export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["attachments"];

  app.post(
    AttachmentsPath.upload,
    {
      schema: {
        tags,
        summary: "Uploads a file (attachment, filename; optional tableName + rowId link it to that row)",
        consumes: ["multipart/form-data"],
        response: { 200: ZUploadResponse, ...errors, 413: ZErrorResponse, 415: ZErrorResponse },
      },
    },
    async (request) => {
      const limits = uploadLimits(await loadParams(app.db));
      let file: RawFile | undefined;
      const fields: Record<string, string> = {};
      // Every part is read: the filename field may come before or after the file.
      for await (const part of request.parts(partOptions(limits, 1))) {
        if (part.type === "file") {
          const raw = await readFilePart(part);
          if (part.fieldname === "attachment") file = raw;
        } else if (typeof part.value === "string") fields[part.fieldname] = part.value.trim();
      }
      if (!file) throw fieldError("attachment", "a file is required");
      const checked = checkFile(file, limits, fields.filename);
      const rowId = fields.rowId ? Number(fields.rowId) : undefined;
      if (rowId !== undefined && !Number.isInteger(rowId))
        throw fieldError("rowId", "must be a whole number");
      return app.db.transaction((tx) =>
        upload(tx, request.actor!, checked, { tableName: fields.tableName || undefined, rowId }),
      );
    },
  );

  app.get(
    AttachmentsPath.download,
    {
      schema: {
        tags,
        summary: "An attachment's bytes, when the caller may read its row",
        querystring: ZAttachmentDownloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await app.db.transaction((tx) => readAttachment(tx, request.actor!, request.query.id));
      return sendAttachment(reply, file);
    },
  );
};
