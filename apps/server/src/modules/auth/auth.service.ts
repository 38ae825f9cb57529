import { normalizeLoginId, type TLoginRequest } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { burnVerifyTime, verifyPassword } from "../../lib/passwords.js";
import type { RateLimiter } from "../../plugins/rate-limit/rate-limiter.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { paramBool } from "../../platform/app-config/app-params.js";
import { lastMessageRefresh } from "../../platform/messages/messages.repository.js";
import { findPersonByLoginId, findPersonDetails } from "../../platform/persons/persons.repository.js";
import { revokeSession } from "../../platform/sessions/sessions.repository.js";
import { startSession, type SessionPolicy } from "../../platform/sessions/sessions.service.js";
import { invalidCredentials } from "./auth.errors.js";
import { canEditRequest } from "./auth.policy.js";
import { presentLogin } from "./auth.presenter.js";
import type { Device } from "./device-cookie.js";
import { personAccount, SignInThrottle } from "./sign-in-throttle.js";

export type SignInDeps = { db: Db; limiter: RateLimiter; policy: SessionPolicy };
export type SignInContext = {
  ip: string;
  userAgent: string | undefined;
  previousSessionId: number | null;
  /** The device cookie the browser presented, when its signature is ours (device-cookie.ts). */
  device: Device | null;
};

/**
 * Sign-in by e-mail or user name. Unknown account, wrong password and pending account take the
 * same time and give the same answer; failures are throttled per account and client
 * (SignInThrottle), never locking the owner out. A device cookie counts only for the account it
 * names; a success answers the device id to set (the presented one for that account, else new).
 */
export async function signIn(deps: SignInDeps, input: TLoginRequest, ctx: SignInContext) {
  const loginId = normalizeLoginId(input.userName);
  const person = await findPersonByLoginId(deps.db, loginId);
  // Counted per account (e-mail and user name share one budget); unknown ids per typed id.
  const account = person ? personAccount(person.id) : `id:${loginId}`;
  const throttle = new SignInThrottle(deps.db, deps.limiter.rules);
  const known = person && ctx.device?.personId === person.id ? ctx.device.deviceId : null;
  const attempt = await throttle.assertMayTry(account, ctx.ip, known);
  let ok = false;
  if (person) ok = await verifyPassword(person.passwordHash, input.password);
  else await burnVerifyTime(input.password);
  if (!person || !ok || person.status !== "active") {
    await throttle.recordFailure(account, ctx.ip, attempt);
    throw invalidCredentials();
  }
  await throttle.clear(account, ctx.ip, attempt);

  return deps.db.transaction(async (tx) => {
    // Rotation: a sign-in never keeps the token the browser had before.
    if (ctx.previousSessionId) await revokeSession(tx, ctx.previousSessionId);
    const remember = input.rememberMe === true;
    const started = await startSession(
      tx,
      { personId: person.id, remember, ip: ctx.ip, userAgent: ctx.userAgent },
      deps.policy,
    );
    const details = await findPersonDetails(tx, person.id);
    const params = await loadParams(tx);
    const response = presentLogin({
      person,
      authHeader: started.authHeader,
      canEditRequest: canEditRequest(details!.role, paramBool(params.canEditRequest)),
      baselineOnlyMetadata: paramBool(params.baselineOnlyMetadata),
      lastMessageRefresh: await lastMessageRefresh(tx),
      rememberUntil: remember ? started.session.expiresAt : null,
      clientOffsetMinutes: input.localTimeZoneMinutes,
    });
    return { response, sessionId: started.session.id, device: { personId: person.id, deviceId: known } };
  });
}
