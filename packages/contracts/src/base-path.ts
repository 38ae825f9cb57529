/**
 * First path segments that belong to the app itself: its top-level routes (kept equal to the web's
 * composed route table by apps/web/src/app/manifests.test.ts) and what the server serves at the
 * top. Spec §2: "the base path of the app is the first segment of the page path", so
 * /portal/signin and /signin both work; see basePathOf for when a segment counts as one.
 */
export const APP_SEGMENTS = [
  "",
  "signin",
  "signup",
  "recoverCredits",
  "recoverEmail",
  "verifyCode",
  "resetPassword",
  "changeConfirm",
  "activate",
  "404",
  "app",
  "dashboard",
  "list",
  "rmalist",
  "service",
  "confirmation",
  "requestsuccess",
  "rmasuccess",
  "blog",
  "blogview",
  "blogentry",
  "blogpreview",
  "themes",
  "lobby",
  "uidesigner",
  "group",
  "forumcreate",
  "forumCat",
  "forumconvo",
  "forumpreview",
  "profile",
  "about",
  "api",
  "assets",
  "favicon.ico",
  "index.html",
] as const;

const known = new Set<string>(APP_SEGMENTS.map((s) => s.toLowerCase()));

/** True when `segment` is one of the app's own first segments (case-insensitive, as the server routes). */
export const isAppSegment = (segment: string): boolean => known.has(segment.toLowerCase());

/**
 * Returns "/" or "/{segment}/" for a page path such as "/portal/signin". A first segment is a base
 * path only when what follows it is the app's own (a known, non-empty second segment, or nothing
 * after a trailing slash: "/portal/"); derived from the known segments alone, so an unknown first
 * segment ("/nosuchpage", "/nosuchpage/x") is a page of the root, and the router answers it with 404
 * instead of taking it for a base path.
 */
export function basePathOf(pathname: string): string {
  const [, first = "", ...rest] = pathname.split("/");
  if (isAppSegment(first)) return "/";
  const second = rest[0];
  if (second === undefined) return "/";
  const mountRoot = second === "" && rest.length === 1;
  return mountRoot || (second !== "" && isAppSegment(second)) ? `/${first}/` : "/";
}
