import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZStatusResponse, type TStatusResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** Spec §7: JSON alt_email_address, phone; the unused one is null. */
export interface ForgetEmailPayload {
  alt_email_address: string | null;
  phone: string | null;
}

/** POST profile/forgetemail: sends a verification code to the alternate e-mail or by SMS. */
export function forgetEmail(payload: ForgetEmailPayload): Promise<TStatusResponse> {
  return apiRequest(ApiPath.forgetEmail, { method: "POST", json: payload, schema: ZStatusResponse });
}

export const useForgetEmail = () => useMutation({ mutationFn: forgetEmail });
