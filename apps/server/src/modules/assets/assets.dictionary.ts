import { assets } from "./assets.table.js";
import { COMMON_COLUMNS } from "../../engine/dictionary/dictionary.tables.js";
import type { DictTable } from "../../engine/dictionary/dictionary.types.js";

const { id, company } = COMMON_COLUMNS;

/** Installed assets as the dictionary exposes them (dictionary.tables.ts for the rule). */
export const ASSET_TABLES: DictTable[] = [
  {
    name: "assets",
    storage: assets,
    label: "request_asset",
    displayColumn: "serial_number",
    scope: { column: "company_id" },
    searchColumns: ["serial_number"],
    columns: [
      id,
      company,
      { name: "site_id", type: "integer", label: "asset_site", required: true, references: "sites" },
      { name: "product_id", type: "integer", label: "asset_product", required: true, references: "products" },
      { name: "serial_number", type: "text", label: "asset_serial_number", required: true },
      { name: "installed_on", type: "date", label: "asset_installed_on" },
      { name: "status", type: "text", label: "col_status", required: true, codeTable: "asset_status" },
    ],
  },
];
