import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZStatusResponse, type TStatusResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** POST profile/activate with the secret of the mailed activation link. */
export function activateAccount(secret: string): Promise<TStatusResponse> {
  return apiRequest(ApiPath.activate, {
    method: "POST",
    json: { secret },
    schema: ZStatusResponse,
    handleErrors: false,
  });
}

export const useActivateAccount = () => useMutation({ mutationFn: activateAccount });
