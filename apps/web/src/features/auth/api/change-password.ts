import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { ApiPath, type TChangePasswordRequest } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

// The contracts leave this answer open; only a status and a message are ever read from it.
const ZChangePasswordResponse = z.object({ status: z.string().optional(), message: z.string().optional() });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/** POST profile/changepassword with the secret and the name parts of the reset link. */
export function changePassword(request: TChangePasswordRequest): Promise<TChangePasswordResponse> {
  return apiRequest(ApiPath.changePassword, {
    method: "POST",
    json: request,
    schema: ZChangePasswordResponse,
    handleErrors: false,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
