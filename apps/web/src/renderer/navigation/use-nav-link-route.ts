import { useLocation, useMatches, useNavigate, useSearchParams } from "react-router";
import { isNavScreenName, NAV_LINK_PARAM, NAV_LINK_VALUE_PREFIX } from "./nav-link-url";

/**
 * The navLink outlet as the router sees it (`?navLink=<screen>&nl.<name>=<value>`): which linked
 * screen is open over which host screen, the values it was opened with, and how to close it.
 */
export function useNavLinkRoute() {
  const [params] = useSearchParams();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(NAV_LINK_PARAM);
  const navScreen = raw && isNavScreenName(raw) ? raw : null;

  // The host is the screen the primary route names (list/:screenName…), else its path.
  const deepest = matches[matches.length - 1];
  const hostScreen = deepest?.params.screenName ?? location.pathname;

  const values: Record<string, string> = {};
  for (const [name, value] of params)
    if (name.startsWith(NAV_LINK_VALUE_PREFIX)) values[name.slice(NAV_LINK_VALUE_PREFIX.length)] = value;

  const close = () => {
    const rest = new URLSearchParams(params);
    for (const name of [...rest.keys()])
      if (name === NAV_LINK_PARAM || name.startsWith(NAV_LINK_VALUE_PREFIX)) rest.delete(name);
    const search = rest.toString();
    // Replace: the primary page stays where it was, and Back does not reopen the linked screen.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true },
    );
  };

  return { navScreen, hostScreen, values, close };
}
