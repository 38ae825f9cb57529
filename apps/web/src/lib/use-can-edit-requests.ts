import { skipToken, useQuery } from "@tanstack/react-query";
import type { TLoggedInData } from "@fsm/contracts";
import { QueryKey } from "./query-client";

/**
 * canEditRequest as the server answers it for the signed-in user (loggedindata), alike in every
 * tab and after a Remember Me return, never from one tab's storage. The shell asks loggedindata
 * on every signed-in page; this reads its answer from the cache without a call of its own, so a
 * page's chunk carries no second copy of the call. False until the answer is there.
 */
export function useCanEditRequests(): boolean {
  const { data } = useQuery<TLoggedInData>({ queryKey: QueryKey.loggedInData, queryFn: skipToken });
  return data?.requestCreateUpdate === true;
}
