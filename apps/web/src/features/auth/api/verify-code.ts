import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZVerifyCodeResponse, type TVerifyCodeResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** GET profile/verifycode?secret_key. Failures are shown inline as "Sorry, …" (spec §8). */
export function verifyCode(code: string): Promise<TVerifyCodeResponse> {
  return apiRequest(ApiPath.verifyCode, {
    query: { secret_key: code },
    schema: ZVerifyCodeResponse,
    handleErrors: false,
    // The server spends the attempt (it counts tries), so it asks for the XSRF echo as for a write.
    xsrf: true,
  });
}

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
