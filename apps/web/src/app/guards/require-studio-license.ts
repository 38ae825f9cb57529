import { redirect } from "react-router";
import { queryClient } from "../../lib/query-client";
import { aboutAccessQuery } from "../api/get-about-access";
import { Paths } from "../paths";

/**
 * Studio-license guard of /app/uidesigner and every child route (spec §4): asks the server on
 * each entry; false or an error leads to /404.
 */
export async function requireStudioLicense(): Promise<null> {
  let licensed = false;
  try {
    licensed = (await queryClient.fetchQuery({ ...aboutAccessQuery(), staleTime: 0 })) === true;
  } catch {
    licensed = false;
  }
  if (!licensed) throw redirect(Paths.notFound);
  return null;
}
