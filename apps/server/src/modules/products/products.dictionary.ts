import { products } from "./products.table.js";
import { COMMON_COLUMNS } from "../../engine/dictionary/dictionary.tables.js";
import type { DictTable } from "../../engine/dictionary/dictionary.types.js";

const { id } = COMMON_COLUMNS;

/** Products as the dictionary exposes them (dictionary.tables.ts for the rule). */
export const PRODUCT_TABLES: DictTable[] = [
  {
    name: "products",
    storage: products,
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
];
