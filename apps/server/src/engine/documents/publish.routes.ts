import {
  DocumentsPath,
  ZDocumentCheckRequest,
  ZDocumentCheckResult,
  ZDocumentExport,
  ZDocumentKindParams,
  ZDocumentParams,
  ZDocumentPublishRequest,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { documentErrorResponses, errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { kindFor } from "./document-access.js";
import { checkDocument } from "./document-check.js";
import type { DocumentKind } from "./document-kind.js";
import { storeDocument } from "./document-store.js";
import { documentWrite } from "./document-write.js";
import { checkFailed, draftNameDiffers, noDraft, unknownDocument } from "./documents.errors.js";
import { presentExport } from "./documents.presenter.js";
import * as repo from "./documents.repository.js";
import * as drafts from "./drafts.repository.js";

/**
 * The caller's draft as the document's next revision: checked like the check call (errors
 * refuse, warnings do not), stored through the kind's own write path on the draft's base
 * revision (a stale base is a 409 with the current document), then the draft is gone.
 */
async function publishDraft(db: Db, kind: DocumentKind, actor: Actor, name: string, comment: string) {
  const kindName = kind.format.kind;
  const draft = await drafts.findDraft(db, kindName, name, actor.personId);
  if (!draft) throw noDraft(kindName, name);
  const errors = (await checkDocument(db, kind, draft.document)).filter((p) => p.severity === "error");
  if (errors.length) throw checkFailed(kindName, name, errors);
  const doc = await kind.validate(db, draft.document);
  const found = kind.format.nameOf(doc);
  if (found.toLowerCase() !== name.toLowerCase()) throw draftNameDiffers(kindName, name, found);
  const options = { comment, baseRevision: draft.baseRevision };
  if (kind.publish) await kind.publish(db, actor, doc, options);
  else await storeDocument(db, kind, actor, doc, options);
  await drafts.deleteDraft(db, kindName, name, actor.personId);
  const row = await repo.findByName(db, kindName, found);
  if (!row) throw unknownDocument(kindName, found);
  return presentExport(row);
}

/** Check (writes nothing) and publish, the studio's two steps from a draft to a revision. */
export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["documents"];

  defineRoute(app, {
    method: "POST",
    url: DocumentsPath.check,
    auth: "required",
    // Read-only: a check never writes, whatever a kind's check does.
    tx: "read",
    schema: {
      tags,
      summary: "Every problem of a document (format, references, accessibility warnings), writing nothing",
      params: ZDocumentKindParams,
      body: ZDocumentCheckRequest,
      response: { 200: ZDocumentCheckResult, ...errorResponses(400, 401, 403, 404) },
    },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: async ({ db, actor, input: { params, body } }) => ({
      problems: await checkDocument(db, kindFor(actor, params.kind), body.document),
    }),
  });

  defineRoute(app, {
    method: "POST",
    url: DocumentsPath.publish,
    auth: "required",
    // documentWrite: one transaction, then the kind's caches are cleared on every instance.
    tx: "none",
    schema: {
      tags,
      summary: "Checks the caller's draft and stores it as the next revision, then discards the draft",
      params: ZDocumentParams,
      body: ZDocumentPublishRequest,
      response: { 200: ZDocumentExport, ...documentErrorResponses(400, 401, 403, 404, 409) },
    },
    policy: ({ actor, input }) => void kindFor(actor, input.params.kind),
    handler: ({ actor, input: { params, body } }) => {
      const kind = kindFor(actor, params.kind);
      return documentWrite(app, [kind], (tx) =>
        publishDraft(tx, kind, actor, params.name, body.comment ?? "published"),
      );
    },
  });
};
