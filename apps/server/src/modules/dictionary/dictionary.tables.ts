import type { DictColumn, DictTable } from "./dictionary.types.js";

const id: DictColumn = { name: "id", type: "integer", label: "col_id", readOnly: true };
const company: DictColumn = {
  name: "company_id",
  type: "integer",
  label: "col_company",
  required: true,
  references: "companies",
};
const created: DictColumn = { name: "created_at", type: "dateTime", label: "col_created_at", readOnly: true };
const updated: DictColumn = { name: "updated_at", type: "dateTime", label: "col_updated_at", readOnly: true };
const version: DictColumn = { name: "version", type: "integer", label: "col_version", readOnly: true };

/**
 * The tables the portal exposes, and only the columns a client may ever see: persons has no
 * password hash, role or status here, so no screen, lookup or search can reach them.
 */
export const CORE_TABLES: DictTable[] = [
  {
    name: "companies",
    label: "company_name",
    displayColumn: "name",
    scope: { column: "id" },
    searchColumns: ["name"],
    columns: [id, { name: "name", type: "text", label: "company_name", required: true }],
  },
  {
    name: "persons",
    label: "request_contact",
    displayColumn: "last_name",
    scope: { column: "company_id" },
    searchColumns: ["first_name", "last_name", "email"],
    columns: [
      id,
      { name: "first_name", type: "text", label: "person_first_name", required: true },
      { name: "last_name", type: "text", label: "person_last_name", required: true },
      { name: "email", type: "text", label: "person_email", required: true, widget: "email" },
      { name: "phone", type: "text", label: "person_phone", widget: "phone" },
      { ...company, required: false },
    ],
  },
  {
    name: "sites",
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
  {
    name: "products",
    label: "product_name",
    displayColumn: "name",
    scope: null,
    searchColumns: ["code", "name"],
    columns: [
      id,
      { name: "code", type: "text", label: "product_code", required: true },
      { name: "name", type: "text", label: "product_name", required: true },
      {
        name: "category",
        type: "text",
        label: "product_category",
        required: true,
        codeTable: "product_category",
      },
    ],
  },
  {
    name: "assets",
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

export const COMMON_COLUMNS = { id, company, created, updated, version };
