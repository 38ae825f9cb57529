import { defineServerModule } from "../../lib/server-module.js";
import { RMA_TABLES } from "./rma.dictionary.js";
import { rmaBehaviour } from "./rma.behaviour.js";
import { rmaCreatedSource } from "./rma.activity.js";

/** Returns (RMA): tables, behaviour and events. */
export const rmaModule = defineServerModule({
  name: "rma",
  tables: RMA_TABLES,
  behaviours: [rmaBehaviour],
  activitySources: [rmaCreatedSource],
});
