import {
  BundlesPath,
  ZBundle,
  ZBundleExportRequest,
  ZBundleImportRequest,
  ZBundleImportResult,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentErrorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { exportBundle } from "./bundle-export.js";
import { applyImport, planImport, presentImport } from "./bundle-import.js";
import { declaredDocumentKinds, type DocumentKind } from "../documents/document-kind.js";
import { documentWrite } from "../documents/document-write.js";

/** A bundle moves documents of every kind: whoever may write each of them (the designers). */
const canMoveBundles = (actor: Actor) => declaredDocumentKinds().every((kind) => kind.canWrite(actor));

/** Export and import of metadata bundles between portals (ARCHITECTURE §4 "Bundles"). */
export const bundlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["documents"];

  defineRoute(app, {
    method: "POST",
    url: BundlesPath.export,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A bundle of the named documents (none named: every document) with all they reference",
      body: ZBundleExportRequest,
      response: { 200: ZBundle, ...documentErrorResponses(400, 401, 403, 404) },
    },
    policy: allow(canMoveBundles),
    handler: ({ db, actor, input: { body } }) => exportBundle(db, actor, body.documents),
  });

  defineRoute(app, {
    method: "POST",
    url: BundlesPath.import,
    auth: "required",
    // A dry run reads in its own read-only transaction; applying is documentWrite (caches after commit).
    tx: "none",
    schema: {
      tags,
      summary:
        "Compares a bundle with this portal (dry run, writing nothing) or applies it in one transaction",
      body: ZBundleImportRequest,
      response: { 200: ZBundleImportResult, ...documentErrorResponses(400, 401, 403, 404, 409) },
    },
    policy: allow(canMoveBundles),
    handler: async ({ actor, input: { body } }) => {
      if (body.dryRun)
        return app.db.transaction(
          async (tx) => presentImport(await planImport(tx, actor, body.bundle), false),
          { accessMode: "read only" },
        );
      // Filled inside the transaction; documentWrite reads it after the commit to clear their caches.
      const written: DocumentKind[] = [];
      const options = { overwrite: body.conflicts === "overwrite", comment: body.comment ?? "imported" };
      return documentWrite(app, written, async (tx) => {
        const plan = await planImport(tx, actor, body.bundle);
        written.push(...(await applyImport(tx, actor, plan, options)));
        return presentImport(plan, true);
      });
    },
  });
};
