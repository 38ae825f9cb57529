import { defineServerModule } from "../../lib/server-module.js";
import { PRODUCT_TABLES } from "./products.dictionary.js";

/** The product catalogue: its tables. */
export const productsModule = defineServerModule({
  name: "products",
  tables: PRODUCT_TABLES,
});
