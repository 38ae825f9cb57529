import {
  AttachmentsPath,
  ZAttachmentDownloadQuery,
  ZErrorResponse,
  ZUploadForm,
  ZUploadResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { fieldError } from "../../lib/app-error.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { sendAttachment } from "./attachments.presenter.js";
import { readAttachment, upload } from "./attachments.service.js";
import { attachmentRules, checkedFile, uploadLimits } from "./upload-form.js";

const errors = errorResponses(400, 401, 403, 404);

export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["attachments"];

  defineRoute(app, {
    method: "POST",
    url: AttachmentsPath.upload,
    auth: "required",
    // The multipart body is streamed and checked before the write transaction.
    tx: "none",
    config: { multipartForm: ZUploadForm, rateLimitPerson: ["upload"] },
    schema: {
      tags,
      summary: "Uploads a file (attachment, filename; optional tableName + rowId link it to that row)",
      consumes: ["multipart/form-data"],
      response: {
        200: ZUploadResponse,
        ...errors,
        413: ZErrorResponse,
        415: ZErrorResponse,
        429: ZErrorResponse,
      },
    },
    handler: async ({ actor, request }) => {
      const limits = uploadLimits(await loadParams(app.db));
      const form = await readMultipartForm(request, ZUploadForm, attachmentRules(limits, 1));
      const file = form.files.find((f) => f.field === "attachment");
      if (!file) throw fieldError("attachment", "error_file_required");
      const checked = checkedFile(file.bytes, form.fields.filename || file.fileName, limits, "attachment");
      const { tableName, rowId } = form.fields;
      return app.db.transaction((tx) => upload(tx, actor, checked, { tableName, rowId }));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: AttachmentsPath.download,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "An attachment's bytes, when the caller may read its row",
      querystring: ZAttachmentDownloadQuery,
      response: errors,
    },
    handler: ({ db, actor, input }) => readAttachment(db, actor, input.query.id),
    present: (file, { reply }) => sendAttachment(reply, file),
  });
};
