import { ApiPath, type TLogoutRequest } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

/** POST Authentication/performlogout with the logged-in user id; the answer is a JSON string. */
export function performLogout(request: TLogoutRequest): Promise<unknown> {
  // Spec §8 "Sign-out failure": the caller clears the flag and passes the error on.
  return apiRequest(ApiPath.performLogout, {
    method: "POST",
    json: request,
    jsonString: true,
    handleErrors: false,
  });
}
