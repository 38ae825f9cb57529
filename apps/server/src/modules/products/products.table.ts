import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** The catalogue of serviceable products; category is a code of the product_category table. */
export const products = pgTable("products", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  category: text("category").notNull(),
});
export type ProductRow = typeof products.$inferSelect;
