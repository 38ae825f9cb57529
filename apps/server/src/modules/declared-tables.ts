import { declareCodeSources } from "../engine/codes/code-sources.js";
import { declareDictTables } from "../engine/dictionary/dictionary.js";
import { declareTableBehaviours } from "../engine/dictionary/table-behaviour.js";
import { declarePerformMethods } from "../engine/records/perform-methods.js";
import { SERVER_MODULES } from "./server-modules.js";

/*
 * The business tables, their behaviours, code lists and invokempm methods, as the modules declare
 * them: imported for its effect by whatever starts the server (app.ts, the seed), so the engine
 * reads every declaration before it serves or seeds anything.
 */
declareDictTables(...SERVER_MODULES.flatMap((m) => m.tables ?? []));
declareTableBehaviours(...SERVER_MODULES.flatMap((m) => m.behaviours ?? []));
for (const m of SERVER_MODULES) if (m.performMethods) declarePerformMethods(m.performMethods);
declareCodeSources(...SERVER_MODULES.flatMap((m) => m.codeSources ?? []));
