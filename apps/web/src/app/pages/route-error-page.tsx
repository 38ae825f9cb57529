import { isRouteErrorResponse, useRouteError } from "react-router";
import { errorText } from "../../lib/messages/error-text";
import { useMessage } from "../../lib/messages/use-message";
import { ErrorScreen } from "./error-screen";

const PREFIX = "[fsm-portal]";

/**
 * Last line of defence for a route that failed to load or render (for instance a lazy chunk
 * that disappeared after a redeploy). Spec §8: uncaught errors are logged with a fixed prefix.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useMessage();
  console.error(PREFIX, error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? errorText(error, t)
      : t("app_unknown_error");
  return <ErrorScreen title={t("app_something_wrong")} detail={detail} reloadLabel={t("app_reload_page")} />;
}
