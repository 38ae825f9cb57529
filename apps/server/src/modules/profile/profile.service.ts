import type { TUpdatePasswordRequest, TUpdateProfileRequest } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import {
  findPersonById,
  findPersonDetails,
  updatePerson,
} from "../../platform/persons/persons.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { revokeAllSessions } from "../../platform/sessions/sessions.repository.js";
import { startSession, type SessionPolicy } from "../../platform/sessions/sessions.service.js";
import { wrongCurrentPassword } from "./profile.errors.js";
import { presentProfile } from "./profile.presenter.js";

export async function readProfile(db: Db, personId: number) {
  const row = await findPersonDetails(db, personId);
  if (!row) throw notFound();
  return presentProfile(row);
}

/**
 * Only the caller's own profile; the e-mail and user name are sign-in ids and stay as they are.
 * Only the fields sent change: an omitted optional field keeps its value, null or "" clears it.
 */
export async function updateProfile(db: Db, personId: number, input: TUpdateProfileRequest) {
  await updatePerson(db, personId, {
    firstName: input.FirstName,
    lastName: input.LastName,
    ...(input.AltEmailAddress !== undefined
      ? { altEmail: input.AltEmailAddress?.toLowerCase() || null }
      : {}),
    ...(input.Phone !== undefined ? { phone: input.Phone || null } : {}),
    ...(input.Locale ? { locale: input.Locale } : {}),
    ...(input.TimeZone !== undefined ? { timeZone: input.TimeZone || null } : {}),
  });
  return readProfile(db, personId);
}

/**
 * Changing the password ends every session of the person (ARCHITECTURE §5), including ones a thief
 * may hold, and hands this browser a fresh session with the same Remember Me choice.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  input: TUpdatePasswordRequest,
  ctx: { ip: string; userAgent: string | undefined; policy: SessionPolicy },
) {
  const person = await findPersonById(db, actor.personId);
  if (!person) throw notFound();
  if (!(await verifyPassword(person.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await updatePerson(tx, person.id, { passwordHash });
    await revokeAllSessions(tx, person.id);
    const started = await startSession(
      tx,
      { personId: person.id, remember: actor.remember, ip: ctx.ip, userAgent: ctx.userAgent },
      ctx.policy,
    );
    return { authHeader: started.authHeader, sessionId: started.session.id };
  });
}
