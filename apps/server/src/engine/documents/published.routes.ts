import { DocumentsPath, ZDocumentParams, ZPublishedDocument } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { readableKindFor } from "./document-access.js";
import { readPublished } from "./document-store.js";

/**
 * The published document of a kind, for the readers the kind declares (DocumentKind.read), so a
 * kind needs no read route of its own. Drafts are never read here.
 */
export const publishedRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: "GET",
    url: DocumentsPath.published,
    // The kind says whether signed-out callers may read (401 when not).
    auth: "optional",
    tx: "read",
    schema: {
      tags: ["documents"],
      summary: "A published document as its readers see it (revision 0 and null: none stored)",
      params: ZDocumentParams,
      response: { 200: ZPublishedDocument, ...errorResponses(400, 401, 403, 404) },
    },
    policy: ({ actor, input }) => void readableKindFor(actor, input.params.kind),
    handler: ({ db, actor, input: { params } }) =>
      readPublished(db, readableKindFor(actor, params.kind), params.name),
  });
};
