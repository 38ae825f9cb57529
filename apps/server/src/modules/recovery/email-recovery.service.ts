import { randomUUID } from "node:crypto";
import {
  RECOVERY_CODE_MAX_TRIES,
  RECOVERY_CODE_TTL_MINUTES,
  type TForgetEmailRequest,
  type TVerifyCodeResponse,
} from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { safeEqual, sha256, sixDigitCode } from "../../lib/tokens.js";
import type { Mailer, SmsTransport } from "../../platform/outbox/mailer.js";
import { findActiveByContact, findPersonById } from "../../platform/persons/persons.repository.js";
import { claimTry, insertSecret, markSecretUsed, touchSecret } from "./secrets.repository.js";
import { codeMail, codeSms } from "./recovery.mails.js";

export const FORGET_EMAIL_ANSWER = "If an account matches, a verification code has been sent.";
export const CODE_INVALID = "The code is invalid or has expired.";

// The code is hashed together with its attempt id, so equal codes of two attempts differ in storage.
const codeHash = (attemptId: string, code: string) => sha256(`${attemptId}:${code}`);

type Deps = { db: Db; mailer: Mailer; sms: SmsTransport; companyName: string };

/**
 * Starts an e-mail recovery attempt and returns its id (kept in the fsm_recovery cookie). When no
 * account matches, a decoy attempt is stored all the same, so answer and cookie look identical.
 */
export async function startEmailRecovery(deps: Deps, input: TForgetEmailRequest): Promise<string> {
  const altEmail = input.alt_email_address?.trim() || null;
  const phone = altEmail ? null : input.phone?.trim() || null;
  const id = randomUUID();
  const code = sixDigitCode();
  await deps.db.transaction(async (tx) => {
    const person = await findActiveByContact(tx, { altEmail, phone });
    await insertSecret(tx, {
      id,
      kind: "email_code",
      secretHash: codeHash(id, code),
      personId: person?.id ?? null,
      expiresAt: new Date(Date.now() + RECOVERY_CODE_TTL_MINUTES * 60_000),
    });
    if (!person) {
      // Unknown: a decoy's stand-in for the mail or SMS, so both answers cost alike.
      await touchSecret(tx, id);
      return deps.mailer.pretend(tx);
    }
    if (altEmail) await deps.mailer.send(tx, codeMail(person.altEmail ?? altEmail, code, deps.companyName));
    else await deps.sms.send(tx, codeSms(person.phone ?? phone ?? "", code, deps.companyName));
  });
  return id;
}

const failure: TVerifyCodeResponse = { verify_code_returned: { success: "false", message: CODE_INVALID } };

/** Every check spends one of the attempt's tries; a correct code answers the account's e-mail once. */
export async function verifyRecoveryCode(
  db: Db,
  attemptId: string | undefined,
  code: string,
): Promise<TVerifyCodeResponse> {
  if (!attemptId || !/^[0-9a-f-]{36}$/.test(attemptId)) return failure;
  return db.transaction(async (tx) => {
    const now = new Date();
    const attempt = await claimTry(tx, attemptId, "email_code", RECOVERY_CODE_MAX_TRIES, now);
    if (!attempt?.personId || !safeEqual(codeHash(attempt.id, code), attempt.secretHash)) return failure;
    const person = await findPersonById(tx, attempt.personId);
    if (!person || !(await markSecretUsed(tx, attempt.id, now))) return failure;
    return { verify_code_returned: { success: "true", message: person.email } };
  });
}
