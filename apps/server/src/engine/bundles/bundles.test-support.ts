import { BundlesPath, DocumentsPath, type TBundle } from "@fsm/contracts";
import { count } from "drizzle-orm";
import type { TestClient } from "../../../test/support/client.js";
import type { Db } from "../../db/client.js";
import { portalMessages } from "../../platform/messages/portal-messages.table.js";
import { metadataDocuments, metadataRevisions } from "../documents/documents.table.js";
import { routePath } from "../documents/documents.test-support.js";

export const exportBundle = (client: TestClient, documents?: { kind: string; name: string }[]) =>
  client.post(BundlesPath.export, documents ? { documents } : {});

export const importBundle = (
  client: TestClient,
  bundle: unknown,
  options: { dryRun?: boolean; conflicts?: "refuse" | "overwrite" } = {},
) =>
  client.post(BundlesPath.import, { bundle, dryRun: options.dryRun ?? false, conflicts: options.conflicts });

/** The bundle a designer exports, failing the test when the export does not answer 200. */
export async function exported(client: TestClient, documents?: { kind: string; name: string }[]) {
  const res = await exportBundle(client, documents);
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  return res.json<TBundle>();
}

/** The rows an import may write: documents, revisions and portal messages. */
export async function rowCounts(db: Db) {
  const [documents] = await db.select({ n: count() }).from(metadataDocuments);
  const [revisions] = await db.select({ n: count() }).from(metadataRevisions);
  const [messages] = await db.select({ n: count() }).from(portalMessages);
  return { documents: documents!.n, revisions: revisions!.n, messages: messages!.n };
}

/** The side menu written through the store's import call, with each label given. */
export const writeMenu = (client: TestClient, ...labels: string[]) =>
  client.post(routePath(DocumentsPath.list, { kind: "menu" }), {
    document: {
      formatVersion: 1,
      name: "main",
      entries: labels.map((label, i) => ({
        to: `/app/${["rma", "requests", "blog"][i]}`,
        group: "areas",
        label,
      })),
    },
  });

/** A document of a bundle by kind and name (any letter case). */
export const inBundle = (bundle: TBundle, kind: string, name: string) =>
  bundle.documents.find((d) => d.kind === kind && d.name.toLowerCase() === name.toLowerCase());
