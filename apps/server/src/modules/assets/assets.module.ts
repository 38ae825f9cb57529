import { defineServerModule } from "../../lib/server-module.js";
import { ASSET_TABLES } from "./assets.dictionary.js";
import { assetsBehaviour } from "./assets.behaviour.js";

/** Installed assets: their tables and behaviour. */
export const assetsModule = defineServerModule({
  name: "assets",
  tables: ASSET_TABLES,
  behaviours: [assetsBehaviour],
});
