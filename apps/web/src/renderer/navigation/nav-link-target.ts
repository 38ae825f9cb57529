/**
 * The navLink outlet's address. The legacy auxiliary-route form `(navLink:navinsert/{navScreen})`
 * is accepted beside the plain `navinsert/{navScreen}`, so old bookmarks and metadata still open.
 */
const TARGET = /^\/?(?:\(navLink:)?navinsert\/([A-Za-z][A-Za-z0-9_-]*)\)?$/;

export function parseNavLinkTarget(path: string): { navScreen: string } | null {
  const match = TARGET.exec(decodeURIComponent(path.trim()));
  const navScreen = match?.[1];
  // The auxiliary form needs both brackets; a half-bracketed path is not ours.
  if (!navScreen || path.includes("(") !== path.includes(")")) return null;
  return { navScreen };
}
