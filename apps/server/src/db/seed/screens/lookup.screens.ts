import type { TScreenDocumentInput } from "@fsm/metadata";

/** Pickers opened by lookup fields; each searches its table's identifying columns. */
export const siteLookup: TScreenDocumentInput = {
  formatVersion: 3,
  type: "lookup",
  name: "siteLookup",
  title: "site_lookup_title",
  table: "sites",
  keyColumn: "id",
  displayColumn: "name",
  search: {
    table: "sites",
    columns: [
      { column: "name", label: "site_name", sortable: true },
      { column: "address", label: "site_address" },
      { column: "city", label: "site_city", sortable: true },
      { column: "postal_code", label: "site_postal_code" },
      { column: "country", label: "site_country", sortable: true },
    ],
    filters: [{ item_name: "site.city", column: "city", label: "site_city" }],
    defaultOrder: [{ column: "name", direction: "asc" }],
    pageSize: 10,
    globalSearchColumns: ["name", "address", "city", "postal_code"],
  },
};

export const assetLookup: TScreenDocumentInput = {
  formatVersion: 3,
  type: "lookup",
  name: "assetLookup",
  title: "asset_lookup_title",
  table: "assets",
  keyColumn: "id",
  displayColumn: "serial_number",
  search: {
    table: "assets",
    columns: [
      { column: "serial_number", label: "asset_serial_number", sortable: true },
      {
        column: "status",
        label: "col_status",
        type: "codeSelect",
        codeTable: "asset_status",
        sortable: true,
      },
      { column: "installed_on", label: "asset_installed_on", type: "date", sortable: true },
    ],
    filters: [
      {
        item_name: "asset.status",
        column: "status",
        label: "col_status",
        type: "codeSelect",
        codeTable: "asset_status",
      },
      { item_name: "asset.site", column: "site_id", label: "asset_site", type: "number" },
    ],
    defaultOrder: [{ column: "serial_number", direction: "asc" }],
    pageSize: 10,
    globalSearchColumns: ["serial_number"],
  },
};

export const productLookup: TScreenDocumentInput = {
  formatVersion: 3,
  type: "lookup",
  name: "productLookup",
  title: "product_lookup_title",
  table: "products",
  keyColumn: "id",
  displayColumn: "name",
  search: {
    table: "products",
    columns: [
      { column: "code", label: "product_code", sortable: true },
      { column: "name", label: "product_name", sortable: true },
      {
        column: "category",
        label: "product_category",
        type: "codeSelect",
        codeTable: "product_category",
        sortable: true,
      },
    ],
    filters: [
      {
        item_name: "product.category",
        column: "category",
        label: "product_category",
        type: "codeSelect",
        codeTable: "product_category",
      },
    ],
    defaultOrder: [{ column: "name", direction: "asc" }],
    pageSize: 10,
    globalSearchColumns: ["code", "name"],
  },
};
