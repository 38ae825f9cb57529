/**
 * The session's Authorization header, kept in a cookie of the portal's own path so that every tab
 * of the browser shares it (a record opened in a new tab, a pasted link, a reload), as in
 * ServiceNow, Salesforce or Stripe. Without Remember Me it is a browser-session cookie: it ends
 * when the browser closes. With Remember Me it lasts until the server's session does.
 *
 * The server never reads this cookie (it authenticates by the Authorization header only, spec §6),
 * so a cross-site request carrying it gains nothing; SameSite=Strict keeps it off them anyway.
 */
import { basePathOf } from "@fsm/contracts";

const NAME = "ahid";

/** The portal's own path ("/" or "/portal/"): two portals on one host keep their sessions apart. */
const cookiePath = (): string => basePathOf(window.location.pathname);

/** A cookie of the page by name (the XSRF token's too), or null. */
export function readCookie(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) || null : null;
}

export const readAuthCookie = (): string | null => readCookie(NAME);

/** `until` null: a browser-session cookie; else it expires with the remembered session. */
export function writeAuthCookie(value: string, until: Date | null): void {
  const attributes = [`Path=${cookiePath()}`, "SameSite=Strict"];
  if (window.location.protocol === "https:") attributes.push("Secure");
  if (until) attributes.push(`Expires=${until.toUTCString()}`);
  document.cookie = `${NAME}=${encodeURIComponent(value)}; ${attributes.join("; ")}`;
}

export function removeAuthCookie(): void {
  document.cookie = `${NAME}=; Path=${cookiePath()}; Max-Age=0; SameSite=Strict`;
}
