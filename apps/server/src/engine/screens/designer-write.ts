import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { AppError } from "../../lib/app-error.js";
import { uniqueViolation } from "../../lib/db-errors.js";
import { SCREENS_TOPIC } from "./screen-cache.js";
import { nameJustTaken } from "./screens.errors.js";

type Options = {
  /** The answer to a unique violation on another index than the screen name's (a workflow name). */
  otherNameTaken?: () => AppError;
};

/**
 * A designer's write of screens or workflows (the route's policy has allowed it): runs in a
 * transaction, then (after the commit) clears this instance's screen cache and tells the other
 * instances (spec §4 "Any save, delete, disable … clears the screen metadata cache").
 */
export async function designerWrite<T>(
  app: FastifyInstance,
  run: (tx: Db) => Promise<T>,
  options: Options = {},
): Promise<T> {
  const result = await app.db.transaction(run).catch((error: unknown) => {
    // Two designers creating the same new name at once: the second one loses, knowingly.
    const index = uniqueViolation(error);
    if (index === "screens_name_lower_idx") throw nameJustTaken();
    if (index && options.otherNameTaken) throw options.otherNameTaken();
    throw error;
  });
  app.screenCache.clear();
  await app.changes.publish(SCREENS_TOPIC);
  return result;
}
