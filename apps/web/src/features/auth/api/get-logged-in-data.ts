import { ApiPath, ZLoggedInData, type TLoggedInData } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** GET dataview/loggedindata, right after sign-in; the sign-in flow reports its errors itself. */
export function getLoggedInData(): Promise<TLoggedInData> {
  return apiRequest(ApiPath.loggedInData, { schema: ZLoggedInData, handleErrors: false });
}
