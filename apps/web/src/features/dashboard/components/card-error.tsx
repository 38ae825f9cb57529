import { ErrorState } from "../../../lib/ui/states";
import { useMessage } from "../../../lib/messages/use-message";

/** A card whose data could not be read: the rest of the dashboard stays, this card offers Try again. */
export function CardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessage();
  return (
    <ErrorState
      title={t("dashboard_card_failed")}
      error={error}
      next={t("dashboard_card_next")}
      onRetry={onRetry}
    />
  );
}
