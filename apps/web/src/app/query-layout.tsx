import { Outlet } from "react-router";
import { WithQueries } from "../lib/query/with-queries";

/** The layout of every route but sign-in: its pages ask the server through TanStack Query. */
export function QueryLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
