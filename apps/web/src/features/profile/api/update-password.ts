import {
  ApiPath,
  ZUpdatePasswordRequest,
  ZUpdatePasswordResponse,
  type TUpdatePasswordRequest,
  type TUpdatePasswordResponse,
} from "@fsm/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { writeAuthHeader } from "../../../lib/auth-storage";
import { readRememberedUntil } from "../../../lib/user-session";

export const updatePasswordInput = ZUpdatePasswordRequest;

/**
 * POST profile/updatepassword. The server revokes every session of the user and hands this
 * browser a fresh one, which replaces the stored header (kept remembered if it was).
 */
export async function updatePassword(input: TUpdatePasswordRequest): Promise<TUpdatePasswordResponse> {
  const response = await apiRequest(ApiPath.updatePassword, {
    method: "POST",
    json: updatePasswordInput.parse(input),
    schema: ZUpdatePasswordResponse,
  });
  writeAuthHeader(response.authHeader, readRememberedUntil());
  return response;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
