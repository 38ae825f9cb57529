import { SessionKey } from "../storage-keys";

/**
 * Router-relative URLs remembered in session storage: the page to return to after signing in
 * (spec §2 "stored redirect URL") and the pages visited so far (spec §2 "Back onto a 404 returns
 * to the previous stored page").
 */
const MAX_VISITED = 20;
const NOT_FOUND = "/404";

export function storeRedirectUrl(url: string): void {
  sessionStorage.setItem(SessionKey.redirectUrl, url);
}

/** Reads and forgets the stored redirect, so it is used once. */
export function takeStoredRedirectUrl(): string | null {
  const url = sessionStorage.getItem(SessionKey.redirectUrl);
  sessionStorage.removeItem(SessionKey.redirectUrl);
  return url;
}

export function readVisitedUrls(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SessionKey.previousUrls) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === "string") : [];
  } catch {
    return [];
  }
}

/** Records a visited page; 404 itself is never a page to come back to. */
export function recordVisitedUrl(url: string): void {
  if (url === NOT_FOUND || url.startsWith(`${NOT_FOUND}?`)) return;
  const urls = readVisitedUrls();
  if (urls[urls.length - 1] === url) return;
  urls.push(url);
  sessionStorage.setItem(SessionKey.previousUrls, JSON.stringify(urls.slice(-MAX_VISITED)));
}

/** The last recorded page other than 404, if any. */
export function previousVisitedUrl(): string | null {
  const urls = readVisitedUrls();
  return urls[urls.length - 1] ?? null;
}
