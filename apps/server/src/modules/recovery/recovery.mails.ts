import { RECOVERY_CODE_TTL_MINUTES, RESET_SECRET_TTL_MINUTES } from "@fsm/contracts";
import type { MailMessage, SmsMessage } from "../../platform/outbox/mailer.js";

const portal = (companyName: string) => companyName || "Customer Portal";

export function resetMail(to: string, firstName: string, link: string, companyName: string): MailMessage {
  return {
    to,
    subject: `${portal(companyName)}: reset your password`,
    text:
      `Hello ${firstName},\n\nwe received a request to reset your password. Open this link to choose a new one:\n\n${link}\n\n` +
      `The link works once and expires in ${RESET_SECRET_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.\n`,
  };
}

export function codeMail(to: string, code: string, companyName: string): MailMessage {
  return {
    to,
    subject: `${portal(companyName)}: your verification code`,
    text: `Your verification code is ${code}.\nIt expires in ${RECOVERY_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.\n`,
  };
}

export function codeSms(to: string, code: string, companyName: string): SmsMessage {
  return {
    to,
    text: `${portal(companyName)} verification code: ${code} (valid ${RECOVERY_CODE_TTL_MINUTES} minutes)`,
  };
}
