import { randomUUID } from "node:crypto";
import { ErrorCode, message, type TSignupRequest } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { fieldDetail, invalidFields } from "../../lib/app-error.js";
import { uniqueViolation } from "../../lib/db-errors.js";
import { hashPassword } from "../../lib/passwords.js";
import { randomToken, sha256 } from "../../lib/tokens.js";
import { findCompanyByEmailDomain } from "../../platform/companies/companies.repository.js";
import type { Mailer } from "../../platform/outbox/mailer.js";
import {
  findPersonByEmail,
  findPersonById,
  insertPerson,
  isUserNameTaken,
  updatePerson,
} from "../../platform/persons/persons.repository.js";
import { findUsableSecret, insertSecret, markSecretUsed } from "../recovery/secrets.repository.js";
import { activationMail, alreadyRegisteredMail } from "./signup.mails.js";

const ACTIVATION_HOURS = 24;
export const SIGNUP_ANSWER = "Thank you for signing up. Check your e-mail to activate your account.";

export const userNameTaken = () =>
  invalidFields([fieldDetail("userName", message("error_user_name_taken"))], 409, ErrorCode.UserNameTaken);

type Deps = { db: Db; mailer: Mailer; publicUrl: string; companyName: string };

/**
 * Sign-up that never tells whether the e-mail has an account: a new address gets a pending account
 * and an activation link, a known one only a notice mail. The password is hashed in both cases so
 * both take the same time.
 */
export async function signUp(deps: Deps, input: TSignupRequest): Promise<void> {
  const email = input.email.toLowerCase();
  const userName = input.userName.toUpperCase();
  const passwordHash = await hashPassword(input.password);
  try {
    await createPendingAccount(deps, { ...input, email, userName }, passwordHash);
  } catch (error) {
    // A concurrent sign-up won the race: same answers as if it had come first.
    const constraint = uniqueViolation(error);
    if (constraint === "persons_user_name_unique") throw userNameTaken();
    if (constraint !== "persons_email_unique") throw error;
  }
}

async function createPendingAccount(deps: Deps, input: TSignupRequest, passwordHash: string): Promise<void> {
  const { email, userName } = input;
  await deps.db.transaction(async (tx) => {
    if (await isUserNameTaken(tx, userName)) throw userNameTaken();
    const existing = await findPersonByEmail(tx, email);
    if (existing?.status === "active") {
      await deps.mailer.send(
        tx,
        alreadyRegisteredMail(email, deps.companyName, `${deps.publicUrl}/recoverCredits`),
      );
      return;
    }
    // A still-pending account gets a fresh activation link (its first mail may have been lost).
    const person =
      existing ??
      (await insertPerson(tx, {
        email,
        userName,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        status: "pending",
        roleCode: "CUSTOMER",
      }));
    const secret = randomToken();
    await insertSecret(tx, {
      id: randomUUID(),
      kind: "activation",
      secretHash: sha256(secret),
      personId: person.id,
      expiresAt: new Date(Date.now() + ACTIVATION_HOURS * 3_600_000),
    });
    const link = `${deps.publicUrl}/activate/${secret}`;
    await deps.mailer.send(tx, activationMail(email, person.firstName, link, deps.companyName));
  });
}

/** Activation: the account becomes active and joins the customer company of its e-mail domain, if any. */
export async function activate(db: Db, secret: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const row = await findUsableSecret(tx, "activation", sha256(secret), now);
    if (!row?.personId || !(await markSecretUsed(tx, row.id, now))) return false;
    const person = await findPersonById(tx, row.personId);
    const company = await findCompanyByEmailDomain(tx, person?.email.split("@")[1] ?? "");
    await updatePerson(tx, row.personId, {
      status: "active",
      companyId: company?.id ?? null,
      roleCode: "CUSTOMER",
    });
    return true;
  });
}
