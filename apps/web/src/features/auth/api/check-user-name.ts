import { useMutation } from "@tanstack/react-query";
import { ApiPath, ZUserNameCheckResponse, type TUserNameCheckResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** GET profile/checkusername: status Y (available) or N (taken) with a message to show. */
export function checkUserName(userName: string): Promise<TUserNameCheckResponse> {
  return apiRequest(ApiPath.checkUserName, { query: { userName }, schema: ZUserNameCheckResponse });
}

/** A mutation, not a query: it runs only when the user presses Check Availability. */
export const useCheckUserName = () => useMutation({ mutationFn: checkUserName });
