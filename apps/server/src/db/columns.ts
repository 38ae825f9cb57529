import { customType, timestamp } from "drizzle-orm/pg-core";

/** timestamptz as a JS Date; every table uses the same mode so comparisons never mix types. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * bytea: pg-core has no builtin. node-postgres hands back a Buffer, PGlite a Uint8Array, so the
 * driver value is normalised to Buffer for both engines.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
