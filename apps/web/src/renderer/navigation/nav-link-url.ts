import type { Path } from "react-router";

/**
 * Spec §2: the navLink outlet's address is the Angular-style suffix `(navLink:navinsert/{navScreen})`
 * on the primary path, e.g. `/app/list/request(navLink:navinsert/siteLookup)`. React Router has no
 * named outlets and would match the suffix as path segments, so the router works on an inner form
 * with the outlet in the query (`/app/list/request?navLink=siteLookup`) and the address bar keeps
 * the spec form. These two pure mappings convert between the forms.
 */
export const NAV_LINK_PARAM = "navLink";
/** Values the linked screen is opened with travel as `nl.<name>` so they never clash with a list's. */
export const NAV_LINK_VALUE_PREFIX = "nl.";

const NAV_SCREEN = /^[A-Za-z][A-Za-z0-9_-]*$/;
const SUFFIX = /\(navLink:navinsert\/([^/()]+)\)$/;

export const isNavScreenName = (name: string): boolean => NAV_SCREEN.test(name);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a malformed escape is not ours to fix; it simply will not match a screen
  }
}

/** The primary path and linked screen of an address path, or null when it carries no outlet. */
export function splitNavLinkPath(pathname: string): { primary: string; navScreen: string } | null {
  // A suffix typed or pasted with its brackets percent-encoded is still the outlet.
  const text = SUFFIX.test(pathname) ? pathname : decoded(pathname);
  const match = SUFFIX.exec(text);
  const navScreen = match?.[1];
  if (!match || !navScreen || !isNavScreenName(navScreen)) return null;
  const primary = text.slice(0, match.index);
  return { primary: primary === "" ? "/" : primary, navScreen };
}

const withQuery = (params: URLSearchParams): string => {
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** Address form → router form: the suffix moves into the `navLink` query parameter. */
export function toRouterPath<P extends Partial<Path>>(path: P): P {
  const split = path.pathname ? splitNavLinkPath(path.pathname) : null;
  if (!split) return path;
  const params = new URLSearchParams(path.search ?? "");
  params.set(NAV_LINK_PARAM, split.navScreen);
  return { ...path, pathname: split.primary, search: withQuery(params) };
}

/** Router form → address form: a valid `navLink` parameter becomes the path's suffix. */
export function toAddressPath<P extends Partial<Path>>(path: P): P {
  const params = new URLSearchParams(path.search ?? "");
  const navScreen = params.get(NAV_LINK_PARAM);
  if (!navScreen || !isNavScreenName(navScreen) || path.pathname === undefined) return path;
  params.delete(NAV_LINK_PARAM);
  const pathname = `${path.pathname}(navLink:navinsert/${navScreen})`;
  return { ...path, pathname, search: withQuery(params) };
}
