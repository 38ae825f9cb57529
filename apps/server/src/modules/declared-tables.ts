import { declareTableBehaviours } from "./dictionary/table-behaviour.js";
import { requestsBehaviour } from "./requests/requests.behaviour.js";
import { rmaBehaviour } from "./rma/rma.behaviour.js";

/*
 * The composition of the business tables: imported for its effect by whatever starts the server
 * (app.ts, the seed), so the engine reads every declaration before it serves or seeds anything.
 */
declareTableBehaviours(requestsBehaviour, rmaBehaviour);
