import type { To } from "react-router";
import { WithQueries } from "../../../lib/query/with-queries";
import { SignUpForm } from "./sign-up-form";

/**
 * The sign-up view of /signin's page, with the queries its form uses: the sign-in route itself is
 * outside the routes that bring them (app/query-layout.tsx).
 */
export function SignUpView({ signinLink }: { signinLink: To }) {
  return (
    <WithQueries>
      <SignUpForm signinLink={signinLink} />
    </WithQueries>
  );
}
