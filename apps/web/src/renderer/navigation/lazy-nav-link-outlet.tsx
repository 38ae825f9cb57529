import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { NAV_LINK_PARAM } from "./nav-link-url";

const NavLinkOutlet = lazy(() => import("./NavLinkOutlet").then((m) => ({ default: m.NavLinkOutlet })));

/**
 * The navLink outlet for the app shell, loaded the first time a linked screen is asked for (most
 * visits never open one), then kept mounted so closing can return focus to where the user was.
 */
export function LazyNavLinkOutlet() {
  const [params] = useSearchParams();
  const asked = params.has(NAV_LINK_PARAM);
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NavLinkOutlet />
    </Suspense>
  ) : null;
}
