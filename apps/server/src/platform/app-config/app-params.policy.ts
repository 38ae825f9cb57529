import type { Actor } from "../sessions/actor.js";

/** Changing the portal's configuration (updateAppParam) belongs to designers: the studio license. */
export const canChangeAppParams = (actor: Actor): boolean => actor.access.studio;
