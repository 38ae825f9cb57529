import {
  MetadataPath,
  ZInvokeMpmRequest,
  ZInvokeMpmResponse,
  SaveUpdatePath,
  ZCreateTableQuery,
  ZCreateTableResponse,
  ZErrorResponse,
  ZSaveConflictResponse,
  ZUpdateEntityForm,
  ZUpdateEntityResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { uploadLimits } from "../attachments/upload-form.js";
import { blankModel } from "./create-table.service.js";
import { invokeMpm } from "./invoke-mpm.service.js";
import { readSaveForm } from "./save-form.js";
import { orConflict } from "./records.presenter.js";
import { saveEntity } from "./records.service.js";

const errors = errorResponses(400, 401, 403, 404);
// A 409 is a stale write (with the stored row) or a status the record's state does not allow.
const ZWriteConflict = z.object({
  ...ZErrorResponse.shape,
  current: ZSaveConflictResponse.shape.current.optional(),
});

/** Saves checked against the screen metadata and the dictionary, one transaction per save. */
export const saveUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["saveupdate"];

  defineRoute(app, {
    method: "POST",
    url: SaveUpdatePath.updateEntity,
    auth: "required",
    // The form is streamed before the write transaction; orConflict answers a 409 from it.
    tx: "none",
    config: { multipartForm: ZUpdateEntityForm },
    schema: {
      tags,
      summary:
        "Writes a form's primary row and child rows in one transaction (form-data fields as JSON text)",
      consumes: ["multipart/form-data", "application/json"],
      response: { 200: ZUpdateEntityResponse, ...errors, 409: ZWriteConflict },
    },
    handler: async ({ actor, request, reply }) => {
      const form = await readSaveForm(request, uploadLimits(await loadParams(app.db)));
      return orConflict(reply, () =>
        app.db.transaction((tx) => saveEntity(tx, app.screenCache, actor, form)),
      );
    },
  });

  defineRoute(app, {
    method: "GET",
    url: SaveUpdatePath.createTable,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A blank model of a table with the form's defaults",
      querystring: ZCreateTableQuery,
      response: { 200: ZCreateTableResponse, ...errors },
    },
    handler: ({ db, actor, input }) => blankModel(db, app.screenCache, actor, input.query),
  });

  defineRoute(app, {
    method: "POST",
    url: MetadataPath.invokeMpm,
    auth: "required",
    // orConflict turns a stale write of the method's transaction into a 409.
    tx: "none",
    schema: {
      tags,
      summary: "Runs a named server method from the registry (addRequestNote, cancelServiceRequest)",
      body: ZInvokeMpmRequest,
      response: { 200: ZInvokeMpmResponse, ...errors, 409: ZWriteConflict },
    },
    handler: ({ actor, input, reply }) =>
      orConflict(reply, () => app.db.transaction((tx) => invokeMpm(tx, actor, input.body))),
  });
};
