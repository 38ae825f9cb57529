import { ApiPath, ZPortalMessagesResponse, type TPortalMessagesResponse } from "@fsm/contracts";
import { apiRequest } from "../api-client";

/** GET Metadata/fetchportalmessages: the whole message map and its last change time. */
export function fetchPortalMessages(): Promise<TPortalMessagesResponse> {
  return apiRequest(ApiPath.portalMessages, { schema: ZPortalMessagesResponse });
}
