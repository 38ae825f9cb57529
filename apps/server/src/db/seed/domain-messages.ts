import { CODE_TABLES, REQUEST_STATUSES, codeLabelKey } from "./codes.seed.js";

const words = (code: string) =>
  code
    .split("_")
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(" ");

/**
 * English labels of every code value: its declared description, else derived from the code (a
 * child drops its parent's prefix). Abbreviations always declare one ("Electrical", not "Elec").
 */
const CODE_MESSAGES = Object.fromEntries(
  Object.entries(CODE_TABLES).flatMap(([table, t]) =>
    t.codes.map(
      (c) =>
        [
          codeLabelKey(table, c.code),
          c.label ?? words(c.parent ? c.code.slice(c.parent.length + 1) : c.code),
        ] as const,
    ),
  ),
);

const STATUS_MESSAGES = Object.fromEntries(REQUEST_STATUSES.map((s) => [s.name, words(s.code)]));

/** Column labels of the data dictionary and texts of the baseline screens (English defaults). */
export const FIELD_MESSAGES: Record<string, string> = {
  col_id: "ID",
  col_name: "Name",
  col_company: "Company",
  col_created_at: "Created",
  col_updated_at: "Updated",
  col_version: "Version",
  col_status: "Status",
  col_sort: "Order",
  col_code: "Code",
  site_name: "Site",
  site_address: "Address",
  site_city: "City",
  site_postal_code: "Postal Code",
  site_country: "Country",
  site_latitude: "Latitude",
  site_longitude: "Longitude",
  product_code: "Product Code",
  product_name: "Product",
  product_category: "Category",
  asset_serial_number: "Serial Number",
  asset_installed_on: "Installed On",
  asset_site: "Site",
  asset_product: "Product",
  request_number: "Request #",
  request_site: "Site",
  request_asset: "Asset",
  request_contact: "Contact",
  request_status: "Status",
  request_priority: "Priority",
  request_problem_code: "Problem",
  request_description: "Description",
  request_preferred_from: "Preferred Visit From",
  request_preferred_to: "Preferred Visit To",
  request_closed_at: "Closed",
  request_created_by: "Created By",
  note_kind: "Kind",
  note_text: "Note",
  note_author: "Author",
  rma_number: "RMA #",
  rma_reason: "Reason",
  rma_notes: "Notes",
  rma_site: "Site",
  rma_line_product: "Product",
  rma_line_serial: "Serial Number",
  rma_line_quantity: "Quantity",
  rma_line_reason: "Reason",
  attachment_file_name: "File",
  attachment_content_type: "Type",
  attachment_size: "Size",
  person_first_name: "First Name",
  person_last_name: "Last Name",
  person_email: "Email",
  person_phone: "Phone",
  company_name: "Company",
  request_list_title: "Service Requests",
  request_section_main: "Request",
  request_section_visit: "Visit",
  request_section_history: "History",
  request_notes: "Notes",
  request_site_card: "Site Details",
  rma_list_title: "Return Merchandise (RMA)",
  rma_section_main: "RMA",
  rma_lines: "Returned Items",
  site_lookup_title: "Sites",
  asset_lookup_title: "Assets",
  product_lookup_title: "Products",
  action_save: "Save",
  action_cancel: "Cancel",
};

export const DOMAIN_MESSAGES: Record<string, string> = {
  ...CODE_MESSAGES,
  ...STATUS_MESSAGES,
  ...FIELD_MESSAGES,
};
