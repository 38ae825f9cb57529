/** Values of raw rows (rowsOf) as both drivers hand them back: bigint counts, 't' booleans, dates. */
export const num = (v: unknown): number => Number(v);
export const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const bool = (v: unknown): boolean => v === true || v === "t";
export const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
