import { ApiPath, ZOutboxList, type TOutboxMessage } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/outbox: mails and SMS kept when no SMTP server is configured (designers only). */
export function getOutbox(signal?: AbortSignal): Promise<TOutboxMessage[]> {
  return apiRequest(ApiPath.outbox, { schema: ZOutboxList, signal });
}

export const outboxQuery = () =>
  queryOptions({ queryKey: ["outbox"], queryFn: ({ signal }) => getOutbox(signal), staleTime: 0 });

export const useOutbox = () => useQuery(outboxQuery());
