import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZStatusResponse, type TStatusResponse } from "@fsm/contracts";
import { apiRequest, appBasePath } from "../../../lib/api-client";

/** Where the reset link of the mail should point: this portal, under its base path. */
export const portalUrl = (): string => window.location.origin + appBasePath;

/** GET profile/recoverypass?email&url. Same answer for known and unknown addresses. */
export function recoverPassword(email: string): Promise<TStatusResponse> {
  return apiRequest(ApiPath.recoverPassword, {
    query: { email, url: portalUrl() },
    schema: ZStatusResponse,
    // It sends a mail: the server asks for the XSRF echo as for a write.
    xsrf: true,
  });
}

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
