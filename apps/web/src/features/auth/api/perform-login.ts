import { ApiPath, ZLoginResponse, type TLoginRequest, type TLoginResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST Authentication/PerformLogin. The body is a JSON string holding the response (spec §3);
 * errors are left to the caller, which shows them its own way (spec §8 "Sign-in HTTP error").
 */
export function performLogin(credentials: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest(ApiPath.performLogin, {
    method: "POST",
    json: credentials,
    jsonString: true,
    schema: ZLoginResponse,
    handleErrors: false,
  });
}
