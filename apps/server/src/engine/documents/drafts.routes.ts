import { DocumentsPath, ZDocumentDraftAnswer, ZDocumentDraftSave, ZDocumentParams } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { kindFor } from "./document-access.js";
import { presentDraft } from "./documents.presenter.js";
import * as drafts from "./drafts.repository.js";

const errors = errorResponses(400, 401, 403, 404);

/**
 * A designer's draft of one document (ARCHITECTURE §4 "Documents"): the studio's editors
 * autosave here, so a closed tab or another browser finds the edits again. A draft is the
 * caller's own and is never read by the portal's screens, menus or dashboards; publish turns it
 * into a revision. All three calls answer `{ draft }` (null: none), and DELETE is idempotent.
 */
export const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["documents"];
  const schema = { tags, params: ZDocumentParams, response: { 200: ZDocumentDraftAnswer, ...errors } };

  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.draft,
    auth: "required",
    tx: "read",
    schema: { ...schema, summary: "The caller's draft of a document (null: none)" },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: async ({ db, actor, input: { params } }) => {
      const row = await drafts.findDraft(db, params.kind, params.name, actor.personId);
      return { draft: row ? presentDraft(row) : null };
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: DocumentsPath.draft,
    auth: "required",
    tx: "write",
    schema: {
      ...schema,
      summary: "Autosaves the caller's draft (any JSON object: a draft may not pass the checks yet)",
      body: ZDocumentDraftSave,
    },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: async ({ db, actor, input: { params, body } }) => {
      const row = await drafts.saveDraft(db, {
        kind: params.kind,
        name: params.name,
        personId: actor.personId,
        baseRevision: body.baseRevision,
        document: body.document,
      });
      return { draft: presentDraft(row) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: DocumentsPath.draft,
    auth: "required",
    tx: "write",
    schema: { ...schema, summary: "Discards the caller's draft (idempotent)" },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: async ({ db, actor, input: { params } }) => {
      await drafts.deleteDraft(db, params.kind, params.name, actor.personId);
      return { draft: null };
    },
  });
};
