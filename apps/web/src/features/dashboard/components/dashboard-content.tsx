import { useDeferredValue } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import { EmptyState, ErrorState } from "../../../lib/ui/states";
import { useDashboard } from "../api/get-dashboard";
import { DashboardCards } from "./dashboard-cards";
import { DashboardSkeleton } from "./dashboard-skeleton";

/**
 * The caller's cards, or what stands in for them (skeleton, error with Try again, empty). Its own
 * chunk: the page's heading and skeleton paint first (the first signed-in page's budget), while
 * this chunk and the layout call arrive side by side.
 */
export function DashboardContent() {
  const t = useMessage();
  const dashboard = useDashboard();
  // The cards draw in a background render that yields to the browser every few milliseconds, not
  // in the answer's own task: drawn at once they blocked the main thread for a quarter of a second
  // on a throttled phone (bench/README, Lighthouse).
  const cards = useDeferredValue(dashboard.data?.cards);
  if (dashboard.isError)
    return (
      <ErrorState
        title={t("dashboard_load_failed")}
        error={dashboard.error}
        next={t("dashboard_load_next")}
        onRetry={() => void dashboard.refetch()}
      />
    );
  // Still loading, or the deferred render of the answer's cards is still to come.
  if (!cards) return <DashboardSkeleton />;
  if (!cards.length)
    return <EmptyState title={t("dashboard_empty_title")} body={t("dashboard_empty_body")} />;
  return <DashboardCards cards={cards} />;
}
