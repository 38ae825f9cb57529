import { useLocation, useNavigate } from "react-router";

/**
 * Back to the list as the user left it: when the detail was opened from inside the app, history
 * holds the list's exact address (search, filters, sort, page); a bookmarked detail has none, so
 * it goes to the plain list.
 */
export function useBackToList(listPath: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== "default";
  return () => void (cameFromApp ? navigate(-1) : navigate(listPath));
}
