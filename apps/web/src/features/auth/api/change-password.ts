import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZStatusResponse, type TChangePasswordRequest, type TStatusResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST profile/changepassword with the secret and the name parts of the reset link. A spent or
 * expired link answers 400 RESET_LINK_INVALID, which the page shows in place (not as a toast).
 */
export function changePassword(request: TChangePasswordRequest): Promise<TStatusResponse> {
  return apiRequest(ApiPath.changePassword, {
    method: "POST",
    json: request,
    schema: ZStatusResponse,
    handleErrors: false,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
