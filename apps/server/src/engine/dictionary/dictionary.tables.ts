import { companies } from "../../platform/companies/companies.table.js";
import { persons } from "../../platform/persons/persons.table.js";
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
 * password hash, role or status here, so no screen, lookup or search can reach them. These are the
 * engine's own; business modules declare theirs (declareDictTables, modules/declared-tables.ts).
 */
export const CORE_TABLES: DictTable[] = [
  {
    name: "companies",
    storage: companies,
    label: "company_name",
    displayColumn: "name",
    scope: { column: "id" },
    searchColumns: ["name"],
    columns: [id, { name: "name", type: "text", label: "company_name", required: true }],
  },
  {
    name: "persons",
    storage: persons,
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
];

export const COMMON_COLUMNS = { id, company, created, updated, version };
