import { authPaths } from "../paths";

const PROBE_ORIGIN = "https://portal.invalid";
const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};
const SIGNIN_PAGES = new Set<string>([authPaths.signin, authPaths.signup]);

/**
 * A redirect target after sign-in, or null when it is not a same-origin, router-relative path.
 * Absolute and protocol-relative URLs (`https://…`, `//…`, `/\…`) are refused: an open redirect
 * would let a crafted sign-in link send a freshly signed-in user to another site.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Browsers drop tabs and newlines inside URLs, which turns "/\t/evil.test" into "//evil.test".
  if ([...value].some(isControlCharacter)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || SIGNIN_PAGES.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
