import { hasStatus } from "../../../lib/api-error";
import { useMessage } from "../../../lib/messages/use-message";
import { ErrorState, NoAccessState } from "../../../lib/ui/states";

/**
 * A forum call failed: a 403 is an account without group access (or a moderators' page opened by
 * someone else), shown as the app's no-access page; anything else says what happened and offers a retry.
 */
export function ForumLoadError(props: {
  error: unknown;
  title: string;
  area?: string;
  onRetry?: () => void;
}) {
  const t = useMessage();
  if (hasStatus(props.error, 403))
    return <NoAccessState area={props.area ?? t("area_forum")} home="/app/dashboard" />;
  return (
    <ErrorState title={props.title} error={props.error} next={t("forum_load_next")} onRetry={props.onRetry} />
  );
}
