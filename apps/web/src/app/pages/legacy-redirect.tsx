import { Navigate, useLocation } from "react-router";
import { Paths } from "../paths";

/** Old short paths (spec §2) lead to the same path inside the main application, query kept. */
export function LegacyRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={{ pathname: `${Paths.app}${pathname}`, search, hash }} replace />;
}
