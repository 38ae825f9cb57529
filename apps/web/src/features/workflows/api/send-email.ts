import { RequestWfPath, ZSendEmailRequest, ZSendEmailResponse, type TSendEmailRequest } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST requestworkflow/sendemail: a plain-text mail to the signed-in user's own address (the
 * server refuses any other). Failures are the caller's to report: the record exists either way.
 */
export function sendEmail(input: TSendEmailRequest) {
  return apiRequest(RequestWfPath.sendEmail, {
    method: "POST",
    json: ZSendEmailRequest.parse(input),
    schema: ZSendEmailResponse,
    handleErrors: false,
  });
}
