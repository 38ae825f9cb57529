import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { forbidden, type AppError } from "../../lib/app-error.js";
import { uniqueViolation } from "../../lib/db-errors.js";
import type { Actor } from "../sessions/actor.js";
import { SCREENS_TOPIC } from "./screen-cache.js";
import { nameJustTaken } from "./screens.errors.js";

type Options = {
  /** Screens and workflows are designed with the same license today; each caller names its own. */
  allowed: (actor: Actor) => boolean;
  /** The answer to a unique violation on another index than the screen name's (a workflow name). */
  otherNameTaken?: () => AppError;
};

/**
 * A designer's write of screens or workflows: runs in a transaction after the policy check, then
 * (after the commit) clears this instance's screen cache and tells the other instances (spec §4
 * "Any save, delete, disable … clears the screen metadata cache").
 */
export async function designerWrite<T>(
  app: FastifyInstance,
  actor: Actor,
  options: Options,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await app.db
    .transaction(async (tx) => {
      if (!options.allowed(actor)) throw forbidden();
      return run(tx);
    })
    .catch((error: unknown) => {
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
