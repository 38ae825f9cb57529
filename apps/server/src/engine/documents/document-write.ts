import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { DocumentKind } from "./document-kind.js";

/**
 * A write of documents (the route's policy has allowed it): one transaction, then, after the
 * commit, every cache the written kinds declare is cleared on every instance through the change
 * bus (spec §4 "Any save, delete, disable … clears the screen metadata cache").
 */
export async function documentWrite<T>(
  app: FastifyInstance,
  kinds: readonly Pick<DocumentKind, "clears">[],
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await app.db.transaction(run);
  for (const topic of new Set(kinds.flatMap((k) => k.clears))) await app.changes.publish(topic);
  return result;
}
