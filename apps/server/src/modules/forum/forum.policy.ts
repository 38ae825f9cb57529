import type { Actor } from "../../platform/sessions/actor.js";

/** Reads and writes in the forum: the role's group access flag (spec §3). */
export const canUseForum = (actor: Actor): boolean => actor.access.group;

/** Creates and orders categories, works the review queue, moderates: staff and studio users. */
export const canModerate = (actor: Actor): boolean =>
  actor.access.group && (actor.scope === "all" || actor.access.studio);

/** Turns a topic into a service request: staff (every company's rows). */
export const canConvert = (actor: Actor): boolean => actor.access.group && actor.scope === "all";

/** Sees every category whatever its audience (customers see theirs only). */
export const seesAllCategories = (actor: Actor): boolean => actor.scope === "all" || canModerate(actor);

/** Posts of staff are never held for review. */
export const neverHeld = (actor: Actor): boolean => actor.scope === "all";
