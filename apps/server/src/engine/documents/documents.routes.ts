import {
  DocumentsPath,
  ZDocumentDiff,
  ZDocumentDiffQuery,
  ZDocumentExport,
  ZDocumentImportRequest,
  ZDocumentJsonSchema,
  ZDocumentKindParams,
  ZDocumentList,
  ZDocumentParams,
  ZDocumentRevertRequest,
  ZDocumentRevisions,
} from "@fsm/contracts";
import { formatJsonSchema } from "@fsm/metadata";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentErrorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { kindFor } from "./document-access.js";
import {
  diffRevisions,
  historyId,
  restorableDocument,
  revisionsOf,
  storeDocument,
} from "./document-store.js";
import { documentWrite } from "./document-write.js";
import { presentExport, presentRevision, presentSummary } from "./documents.presenter.js";
import { notImportable, unknownDocument } from "./documents.errors.js";
import { draftTimesOf } from "./drafts.repository.js";
import * as repo from "./documents.repository.js";

const errors = documentErrorResponses(400, 401, 403, 404, 409);

/**
 * What every document kind gets from the store, under one path per kind: its documents, one
 * document as stored (export), its history, a diff of two revisions, a revert (itself a new
 * revision, checked again) and the JSON Schema of its format.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["documents"];

  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.list,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The documents of a kind, by id",
      params: ZDocumentKindParams,
      response: { 200: ZDocumentList, ...errors },
    },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: async ({ db, actor, input: { params } }) => {
      const drafts = await draftTimesOf(db, params.kind, actor.personId);
      return (await repo.listDocuments(db, params.kind)).map((row) =>
        presentSummary(row, drafts.get(row.name.toLowerCase())),
      );
    },
  });

  defineRoute(app, {
    method: "POST",
    url: DocumentsPath.list,
    auth: "required",
    // documentWrite: one transaction, then the kind's caches are cleared on every instance.
    tx: "none",
    schema: {
      tags,
      summary:
        "Imports a whole document as its next revision (validated like any write), for kinds written only here",
      params: ZDocumentKindParams,
      body: ZDocumentImportRequest,
      response: { 200: ZDocumentExport, ...errors },
    },
    handler: ({ actor, input: { params, body } }) => {
      const kind = kindFor(actor, params.kind);
      if (!kind.importable) throw notImportable(params.kind);
      return documentWrite(app, [kind], async (tx) => {
        const doc = await kind.validate(tx, body.document);
        return presentExport(
          (
            await storeDocument(tx, kind, actor, doc, {
              comment: body.comment ?? "imported",
              baseRevision: body.baseRevision,
            })
          ).row,
        );
      });
    },
  });

  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.document,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "One document as stored (its current revision), for export and the raw metadata editor",
      params: ZDocumentParams,
      response: { 200: ZDocumentExport, ...errors },
    },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: async ({ db, input: { params } }) => {
      const row = await repo.findByName(db, params.kind, params.name);
      if (!row) throw unknownDocument(params.kind, params.name);
      return presentExport(row);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.revisions,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A document's revisions, newest first (also of a deleted one)",
      params: ZDocumentParams,
      response: { 200: ZDocumentRevisions, ...errors },
    },
    handler: async ({ db, actor, input: { params } }) => {
      const kind = kindFor(actor, params.kind);
      const rows = await revisionsOf(db, kind, await historyId(db, kind, params.name), params.name);
      return rows.map((row) => ({ name: row.name, ...presentRevision(row) }));
    },
  });

  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.diff,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Changed paths (JSON pointers) with before/after between two revisions",
      params: ZDocumentParams,
      querystring: ZDocumentDiffQuery,
      response: { 200: ZDocumentDiff, ...errors },
    },
    handler: async ({ db, actor, input: { params, query } }) => {
      const kind = kindFor(actor, params.kind);
      const id = await historyId(db, kind, params.name);
      const changes = await diffRevisions(db, kind, id, query.from, query.to, params.name);
      return { name: params.name, from: query.from, to: query.to, changes };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: DocumentsPath.revert,
    auth: "required",
    // documentWrite: one transaction, then the kind's caches are cleared on every instance.
    tx: "none",
    schema: {
      tags,
      summary:
        "Restores a revision's document as a new revision (checked again; also brings back a deleted one)",
      params: ZDocumentParams,
      body: ZDocumentRevertRequest,
      response: { 200: ZDocumentExport, ...errors },
    },
    handler: ({ actor, input: { params, body } }) => {
      const kind = kindFor(actor, params.kind);
      return documentWrite(app, [kind], async (tx) => {
        const id = await historyId(tx, kind, params.name);
        const doc = await restorableDocument(tx, kind, id, body.revision, params.name);
        const comment = body.comment ?? `reverted to revision ${body.revision}`;
        const { baseRevision } = body;
        return presentExport((await storeDocument(tx, kind, actor, doc, { comment, baseRevision })).row);
      });
    },
  });

  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.schema,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "JSON Schema of a kind's current format (structure checks and references are not in it)",
      params: ZDocumentKindParams,
      response: { 200: ZDocumentJsonSchema, ...errors },
    },
    handler: ({ actor, input }) => formatJsonSchema(kindFor(actor, input.params.kind).format),
  });
};
