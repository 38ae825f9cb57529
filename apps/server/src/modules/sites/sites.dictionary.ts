import { sites } from "./sites.table.js";
import { COMMON_COLUMNS } from "../../engine/dictionary/dictionary.tables.js";
import type { DictTable } from "../../engine/dictionary/dictionary.types.js";

const { id, company, created } = COMMON_COLUMNS;

/** Sites as the dictionary exposes them (dictionary.tables.ts for the rule). */
export const SITE_TABLES: DictTable[] = [
  {
    name: "sites",
    storage: sites,
    label: "request_site",
    displayColumn: "name",
    scope: { column: "company_id" },
    searchColumns: ["name", "city", "address", "postal_code"],
    columns: [
      id,
      company,
      { name: "name", type: "text", label: "site_name", required: true },
      { name: "address", type: "text", label: "site_address", required: true },
      { name: "city", type: "text", label: "site_city", required: true },
      { name: "postal_code", type: "text", label: "site_postal_code", required: true },
      { name: "country", type: "text", label: "site_country", required: true },
      { name: "latitude", type: "number", label: "site_latitude" },
      { name: "longitude", type: "number", label: "site_longitude" },
      created,
    ],
  },
];
