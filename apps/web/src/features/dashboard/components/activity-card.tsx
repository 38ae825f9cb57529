import { Skeleton, Stack, Text } from "@mantine/core";
import type { TDashboardCardView } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useActivityFeed } from "../api/get-activity-feed";
import { ActivityEvent } from "./activity-event";
import { CardError } from "./card-error";
import { CardFrame } from "./card-frame";

type ActivityCardView = Extract<TDashboardCardView, { kind: "activity" }>;

/** The caller's events, newest first; "Load more" follows the feed's cursor to older ones. */
export function ActivityCard({ card }: { card: ActivityCardView }) {
  const t = useMessage();
  const feed = useActivityFeed(card.pageSize);
  const body = () => {
    if (feed.isPending)
      return (
        <Stack gap="sm" role="status" aria-label={t("dashboard_loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      );
    // A failed first page has nothing to show; a failed "Load more" keeps the events already shown.
    if (feed.data === undefined) return <CardError error={feed.error} onRetry={() => void feed.refetch()} />;
    const events = feed.data.pages.flatMap((page) => page.events);
    if (!events.length)
      return (
        <Stack gap={4}>
          <Text fw={600}>{t("dashboard_activity_empty_title")}</Text>
          <Text c="dimmed" size="sm">
            {t("dashboard_activity_empty_body")}
          </Text>
        </Stack>
      );
    return (
      <Stack gap="sm">
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }} aria-label={t(card.title)}>
          {events.map((event) => (
            <li key={event.id}>
              <ActivityEvent event={event} />
            </li>
          ))}
        </Stack>
        {feed.isFetchNextPageError ? (
          <CardError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
        ) : feed.hasNextPage ? (
          <ProgressButton
            variant="default"
            busy={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
            style={{ alignSelf: "flex-start" }}
          >
            {t("dashboard_activity_more")}
          </ProgressButton>
        ) : (
          <Text size="sm" c="dimmed">
            {t("dashboard_activity_end")}
          </Text>
        )}
      </Stack>
    );
  };
  return (
    <CardFrame id={card.id} title={t(card.title)}>
      {body()}
    </CardFrame>
  );
}
