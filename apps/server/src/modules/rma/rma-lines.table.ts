import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { products } from "../products/products.table.js";
import { rmas } from "./rmas.table.js";

/** The units returned under one RMA. */
export const rmaLines = pgTable(
  "rma_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rmaId: integer("rma_id")
      .notNull()
      .references(() => rmas.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    serialNumber: text("serial_number"),
    quantity: integer("quantity").notNull().default(1),
    reason: text("reason"),
  },
  (t) => [index("rma_lines_rma_idx").on(t.rmaId)],
);
