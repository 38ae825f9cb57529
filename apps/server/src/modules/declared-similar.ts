import { declareSimilarSources } from "../platform/similar/similar-content.js";
import { SERVER_MODULES } from "./server-modules.js";

/*
 * The similar-content sources (platform/similar), as the modules declare them (`similarSources`):
 * imported for its effect by app.ts, like declared-activity.ts.
 */
declareSimilarSources(...SERVER_MODULES.flatMap((m) => m.similarSources ?? []));
