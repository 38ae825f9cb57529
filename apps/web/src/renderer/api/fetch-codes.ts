import { MetadataPath, ZCodeValue, type TCodeValue } from "@fsm/contracts";
import { z } from "zod";
import { apiRequest } from "../../lib/api-client";
import { once } from "../../lib/format/once";
import type { TTranslate } from "../../lib/messages/use-message";
import type { CodeDataSource } from "../data-source";

// Built once, on the first call: a page asks for several tables in the task that draws its fields.
const codesSchema = once(() => z.array(ZCodeValue));

/** GET Metadata/fetchcodes?lookupTable=… (flat list, ordered by the table's sort). */
export const fetchCodes = (lookupTable: string, signal?: AbortSignal): Promise<TCodeValue[]> =>
  apiRequest(MetadataPath.fetchCodes, { query: { lookupTable }, schema: codesSchema(), signal });

/**
 * Code values with their labels translated (the server answers message keys). fetchcodes takes
 * no search text, so a long table is fetched once and searched here, in the user's language.
 */
export function httpCodeSource(t: TTranslate): CodeDataSource {
  const tables = new Map<string, Promise<TCodeValue[]>>();
  return {
    codes: async (codeTable, { search, limit }, signal) => {
      let all = tables.get(codeTable);
      if (!all) {
        all = fetchCodes(codeTable, signal);
        tables.set(codeTable, all);
        all.catch(() => tables.delete(codeTable)); // a failed fetch is asked again next time
      }
      const needle = search.trim().toLowerCase();
      const matching = (await all)
        .map((code) => ({ value: code.code, label: t(code.label) }))
        .filter(
          (o) => !needle || o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle),
        );
      return { options: matching.slice(0, limit), total: matching.length };
    },
  };
}
