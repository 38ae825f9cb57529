import { randomBytes } from "node:crypto";
import { hmac, safeEqual } from "../../lib/tokens.js";

/**
 * The device cookie (OWASP "Slow down online guessing attacks with device cookies"): a browser
 * that signed in to an account gets a signed token naming that account and a random device id.
 * Presented again on a sign-in to the same account, it shows the attempt comes from a browser the
 * owner used before, so failures of other browsers at the same address do not hold it back
 * (SignInThrottle). HttpOnly and SameSite=Strict: no script and no other site ever sends it.
 */
export const DEVICE_COOKIE = "fsm_device";

/** How long a browser stays known without signing in again (each sign-in renews it). */
export const DEVICE_COOKIE_DAYS = 180;

export type Device = { personId: number; deviceId: string };

const signed = (personId: number, deviceId: string) => `device.${personId}.${deviceId}`;

/** `personId.deviceId.mac`, mac = HMAC(secret, device.personId.deviceId); a new id unless given. */
export function mintDeviceToken(secret: string, personId: number, deviceId?: string): string {
  const id = deviceId ?? randomBytes(16).toString("base64url");
  return `${personId}.${id}.${hmac(secret, signed(personId, id))}`;
}

/** The device a token names when its signature is ours; null for a missing, forged or altered one. */
export function readDeviceToken(secret: string, token: string | undefined): Device | null {
  const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return null;
  const [, person, deviceId, mac] = match;
  const personId = Number(person);
  return safeEqual(hmac(secret, signed(personId, deviceId!)), mac!)
    ? { personId, deviceId: deviceId! }
    : null;
}
