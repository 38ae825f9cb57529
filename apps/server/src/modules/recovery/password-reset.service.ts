import { randomUUID } from "node:crypto";
import {
  basePathOf,
  ErrorCode,
  message,
  RESET_SECRET_TTL_MINUTES,
  type TChangePasswordRequest,
} from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { hashPassword } from "../../lib/passwords.js";
import { randomToken, sha256 } from "../../lib/tokens.js";
import { personAccount, type SignInThrottle } from "../auth/sign-in-throttle.js";
import type { Mailer } from "../../platform/outbox/mailer.js";
import {
  findPersonByEmail,
  findPersonById,
  updatePerson,
} from "../../platform/persons/persons.repository.js";
import { revokeAllSessions } from "../../platform/sessions/sessions.repository.js";
import { resetMail } from "./recovery.mails.js";
import {
  findUsableSecret,
  insertSecret,
  markSecretUsed,
  touchSecret,
  useUpSecretsOf,
} from "./secrets.repository.js";

export const RESET_ANSWER = "If an account exists for that e-mail address, a reset link has been sent.";
export const resetLinkInvalid = () =>
  new AppError(400, ErrorCode.ResetLinkInvalid, message("reset_link_invalid"));

/**
 * The app's base URL for the link: the client's `url` (any page of the app) only when it lies under
 * PUBLIC_URL, so a forged request cannot make us mail a link to someone else's site.
 */
export function linkBase(publicUrl: string, url: string | undefined): string {
  if (!url) return publicUrl;
  try {
    const given = new URL(url);
    const pub = new URL(publicUrl);
    const pubPath = pub.pathname.replace(/\/?$/, "/");
    if (given.origin !== pub.origin || !`${given.pathname}/`.startsWith(pubPath)) return publicUrl;
    const base = pubPath === "/" ? basePathOf(given.pathname) : pubPath;
    return `${given.origin}${base}`.replace(/\/+$/, "");
  } catch {
    return publicUrl;
  }
}

type Deps = { db: Db; mailer: Mailer; publicUrl: string; companyName: string };

/** Always the same answer; a decoy secret is written for unknown addresses so both paths cost alike. */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  url: string | undefined,
): Promise<void> {
  const base = linkBase(deps.publicUrl, url);
  await deps.db.transaction(async (tx) => {
    const person = await findPersonByEmail(tx, email);
    const active = person?.status === "active" ? person : undefined;
    const secret = randomToken();
    const id = randomUUID();
    await insertSecret(tx, {
      id,
      kind: "reset",
      secretHash: sha256(secret),
      personId: active?.id ?? null,
      expiresAt: new Date(Date.now() + RESET_SECRET_TTL_MINUTES * 60_000),
    });
    if (!active) {
      // Unknown: a decoy's stand-in for the mail, so both answers cost alike.
      await touchSecret(tx, id);
      return deps.mailer.pretend(tx);
    }
    const parts = [secret, active.firstName, active.lastName, active.userName].map(encodeURIComponent);
    const link = `${base}/resetPassword/${parts.join("/")}`;
    await deps.mailer.send(tx, resetMail(active.email, active.firstName, link, deps.companyName));
  });
}

/**
 * Redeems a reset secret once: new password, secret used, every other reset link of the person
 * void (an older mail in a shared inbox must not reset the new password), every session ended.
 */
export async function resetPassword(
  db: Db,
  input: TChangePasswordRequest,
  client: { throttle: SignInThrottle; ip: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const personId = await db.transaction(async (tx) => {
    const now = new Date();
    const row = await findUsableSecret(tx, "reset", sha256(input.secretKey), now);
    const person = row?.personId ? await findPersonById(tx, row.personId) : undefined;
    if (!row || !person || person.userName !== input.UserName.trim().toUpperCase()) throw resetLinkInvalid();
    if (!(await markSecretUsed(tx, row.id, now))) throw resetLinkInvalid();
    await useUpSecretsOf(tx, person.id, "reset", now);
    await updatePerson(tx, person.id, { passwordHash });
    await revokeAllSessions(tx, person.id, undefined, now);
    return person.id;
  });
  // The owner has proved control of the mailbox: their failed sign-ins no longer hold them back.
  // Other clients' counts stay, so whoever was guessing is still throttled.
  await client.throttle.clear(personAccount(personId), client.ip);
}
