import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZStatusResponse, type TSignupRequest, type TStatusResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST profile/signup. The answer is the same whether or not the e-mail is known; errors go into
 * the result dialog (spec §8), so the generic catalogue stays out of it.
 */
export function signUp(request: TSignupRequest): Promise<TStatusResponse> {
  return apiRequest(ApiPath.signup, {
    method: "POST",
    json: request,
    schema: ZStatusResponse,
    handleErrors: false,
  });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
