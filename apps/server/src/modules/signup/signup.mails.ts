import type { MailMessage } from "../../platform/outbox/mailer.js";

const portal = (companyName: string) => companyName || "Customer Portal";

export function activationMail(
  to: string,
  firstName: string,
  link: string,
  companyName: string,
): MailMessage {
  return {
    to,
    subject: `${portal(companyName)}: activate your account`,
    text: `Hello ${firstName},\n\nthank you for signing up. Open this link to activate your account:\n\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this e-mail.\n`,
  };
}

/** Sent instead of an activation link when the address already has an account (no enumeration). */
export function alreadyRegisteredMail(to: string, companyName: string, resetHint: string): MailMessage {
  return {
    to,
    subject: `${portal(companyName)}: sign-up attempt with your e-mail address`,
    text: `Hello,\n\nsomeone tried to sign up with your e-mail address, but you already have an account.\nIf this was you, sign in, or use "Forgot Password?" on the sign-in page to set a new password:\n\n${resetHint}\n\nIf it was not you, you can ignore this e-mail.\n`,
  };
}
