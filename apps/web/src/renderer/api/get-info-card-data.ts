import { DataviewPath, ZInfoCardDataResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import type { TRow } from "../data-source";

export interface InfoCardRequest {
  /** The card's table, e.g. "sites". */
  table: string;
  /** Columns the card shows. */
  placeholders: readonly string[];
  /** The id of the row of `table` the card is about. */
  id: string | number;
}

/**
 * POST dataview/infocarddata: the columns an info card shows of one row of its table, found by
 * id (EQ constraint); null when the caller may not see that row or it is gone.
 */
export async function getInfoCardData(request: InfoCardRequest, signal?: AbortSignal): Promise<TRow | null> {
  const answer = await apiRequest(DataviewPath.infoCardData, {
    json: {
      tableName: request.table,
      placeHolders: request.placeholders.join(","),
      dataConstraints: [{ left_operand: `${request.table}.id`, operator: "EQ", right_operand: request.id }],
    },
    schema: ZInfoCardDataResponse,
    signal,
  });
  return answer.rows[0] ?? null;
}

export const infoCardQueryKey = (request: InfoCardRequest) =>
  ["infocard", request.table, request.placeholders.join(","), String(request.id)] as const;
