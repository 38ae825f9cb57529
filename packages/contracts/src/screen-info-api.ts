import { z } from "zod";
import { ZCodeValue } from "./dictionary-api.js";
import { screenName, tableName } from "./fields.js";

export const ZScreenFiltersQuery = z.object({
  screenName,
  itemName: z.string().trim().min(1).max(130).optional(),
  lookupTable: tableName.optional(),
});
export const ZScreenFilter = z.object({
  item_name: z.string(),
  column: z.string(),
  label: z.string(),
  type: z.string(),
  operator: z.string(),
  codeTable: z.string().nullable(),
  /** The code values a code-table filter offers. */
  options: z.array(ZCodeValue),
});
export const ZScreenFiltersResponse = z.array(ZScreenFilter);
export type TScreenFilter = z.infer<typeof ZScreenFilter>;

export const ZCardInfoQuery = z.object({ screenName });
export const ZCardInfo = z.object({
  id: z.string(),
  label: z.string(),
  table: z.string(),
  placeholders: z.array(z.string()),
  /** Rows of the card's table the caller may see. */
  total: z.number().int(),
});
export const ZCardInfoResponse = z.object({ screenName: z.string(), cards: z.array(ZCardInfo) });
export type TCardInfoResponse = z.infer<typeof ZCardInfoResponse>;
