import { z } from "zod";
import { ZCodeValue } from "./dictionary-api.js";
import { screenName, tableName, text } from "./fields.js";

export const ZScreenFiltersQuery = z.object({
  screenName,
  itemName: text().trim().min(1).max(130).optional(),
  lookupTable: tableName.optional(),
});
export const ZScreenFilter = z.object({
  item_name: text(),
  column: text(),
  label: text(),
  type: text(),
  operator: text(),
  codeTable: text().nullable(),
  /** The code values a code-table filter offers. */
  options: z.array(ZCodeValue),
});
export const ZScreenFiltersResponse = z.array(ZScreenFilter);
export type TScreenFilter = z.infer<typeof ZScreenFilter>;

export const ZCardInfoQuery = z.object({ screenName });
export const ZCardInfo = z.object({
  id: text(),
  label: text(),
  table: text(),
  placeholders: z.array(text()),
  /** Rows of the card's table the caller may see. */
  total: z.number().int(),
});
export const ZCardInfoResponse = z.object({ screenName: text(), cards: z.array(ZCardInfo) });
export type TCardInfoResponse = z.infer<typeof ZCardInfoResponse>;
