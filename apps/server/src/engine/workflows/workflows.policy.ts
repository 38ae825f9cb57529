import type { Actor } from "../../platform/sessions/actor.js";
import { canDesignScreens } from "../screens/screens.policy.js";

/** Workflows are designed with the same studio license as screens (spec §4). */
export const canDesignWorkflows = (actor: Actor): boolean => canDesignScreens(actor);
