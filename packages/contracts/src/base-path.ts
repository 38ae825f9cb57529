/**
 * First path segments that belong to the app itself. Any other first segment is the base path
 * the portal is mounted under (spec §2: "the base path of the app is the first segment of the
 * page path"), so /portal/signin and /signin both work.
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

/** Returns "/" or "/{segment}/" for a page path such as "/portal/signin". */
export function basePathOf(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  if (known.has(first.toLowerCase())) return "/";
  return `/${first}/`;
}
