import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZVerifyCodeResponse, type TVerifyCodeResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** GET profile/verifycode?secret_key. Failures are shown inline as "Sorry, …" (spec §8). */
export function verifyCode(code: string): Promise<TVerifyCodeResponse> {
  return apiRequest(ApiPath.verifyCode, {
    query: { secret_key: code },
    schema: ZVerifyCodeResponse,
    handleErrors: false,
  });
}

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
