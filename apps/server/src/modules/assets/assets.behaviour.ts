import type { TableBehaviour } from "../../engine/dictionary/table-behaviour.js";

/** Installed assets: one that staff record takes its site's company. */
export const assetsBehaviour: TableBehaviour = {
  table: "assets",
  companyFrom: { column: "site_id" },
};
