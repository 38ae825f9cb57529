import { replace } from "react-router";
import { Paths } from "../paths";

/**
 * Studio-license guard of /app/uidesigner and every child route (spec §4): asks the server on
 * each entry; false or an error leads to /404. The 404 replaces the refused address (a redirect
 * would push it after the refused entry, and Back would only refuse it again).
 */
export async function requireStudioLicense(): Promise<null> {
  // Loaded here, not imported: the router is on the sign-in route, which carries no TanStack Query.
  const [{ queryClient }, { aboutAccessQuery }] = await Promise.all([
    import("../../lib/query-client"),
    import("../api/get-about-access"),
  ]);
  let licensed = false;
  try {
    licensed = (await queryClient.fetchQuery({ ...aboutAccessQuery(), staleTime: 0 })) === true;
  } catch {
    licensed = false;
  }
  if (!licensed) throw replace(Paths.notFound);
  return null;
}
