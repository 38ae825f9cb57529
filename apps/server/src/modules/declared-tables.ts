import { assetsBehaviour } from "./assets/assets.behaviour.js";
import { ASSET_TABLES } from "./assets/assets.dictionary.js";
import { declareCodeSources } from "../engine/codes/code-sources.js";
import { declareDictTables } from "../engine/dictionary/dictionary.js";
import { declareTableBehaviours } from "../engine/dictionary/table-behaviour.js";
import { declarePerformMethods } from "../engine/records/perform-methods.js";
import { PRODUCT_TABLES } from "./products/products.dictionary.js";
import { REQUEST_STATUS_CODES } from "./requests/request-statuses.codes.js";
import { REQUEST_TABLES } from "./requests/requests.dictionary.js";
import { requestsBehaviour } from "./requests/requests.behaviour.js";
import { REQUEST_METHODS } from "./requests/requests.methods.js";
import { RMA_TABLES } from "./rma/rma.dictionary.js";
import { rmaBehaviour } from "./rma/rma.behaviour.js";
import { SITE_TABLES } from "./sites/sites.dictionary.js";

/*
 * The composition of the business tables, their code lists and the invokempm methods: imported for its effect by
 * whatever starts the server (app.ts, the seed), so the engine reads every declaration before it
 * serves or seeds anything.
 */
declareDictTables(...SITE_TABLES, ...PRODUCT_TABLES, ...ASSET_TABLES, ...REQUEST_TABLES, ...RMA_TABLES);
declareTableBehaviours(requestsBehaviour, rmaBehaviour, assetsBehaviour);
declarePerformMethods(REQUEST_METHODS);
declareCodeSources(REQUEST_STATUS_CODES);
