import { declareActivitySources } from "../engine/activity/activity-source.js";
import { SERVER_MODULES } from "./server-modules.js";

/*
 * The activity feed's event sources (engine/activity), as the modules declare them
 * (`activitySources`): imported for its effect by app.ts.
 */
declareActivitySources(...SERVER_MODULES.flatMap((m) => m.activitySources ?? []));
