import { MetadataPath, ZLookupTableValuesResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

export interface LookupLabelRequest {
  /** The lookup screen's table. */
  table: string;
  keyColumn: string;
  displayColumn: string;
  key: string | number;
}

/**
 * GET Metadata/fetchLookupTableValues narrowed to one key: the display text of a referenced row,
 * in the caller's row scope (null: no such row the caller may see).
 */
export async function fetchLookupLabel(request: LookupLabelRequest, signal?: AbortSignal) {
  const rows = await apiRequest(MetadataPath.fetchLookupTableValues, {
    query: {
      lookupTable: request.table,
      keyColumn: request.keyColumn,
      displayColumn: request.displayColumn,
      lookUpCode: String(request.key),
    },
    schema: ZLookupTableValuesResponse,
    handleErrors: false,
    signal,
  });
  const value = rows[0]?.value;
  return value === null || value === undefined ? null : String(value);
}
