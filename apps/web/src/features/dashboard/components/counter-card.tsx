import { ActionIcon, Anchor, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import type { TDashboardCardView } from "@fsm/contracts";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { useCounterState } from "../hooks/use-counter-state";
import { useTick } from "../hooks/use-tick";
import { dashboardPaths } from "../paths";

type CounterCardView = Extract<TDashboardCardView, { kind: "counter" }>;

/**
 * A number that is a door: it opens the list it counted, with the same filter. It refreshes on
 * its own (the card's interval) and by its button, and says so when its number is not current.
 */
export function CounterCard({ card }: { card: CounterCardView }) {
  const t = useMessage();
  const counter = useCounterState(card);
  useTick(30_000);
  const title = t(card.title);
  const to = dashboardPaths.list(card.list.table, card.list.screenName, card.list.filters);
  const shown =
    counter.count === null
      ? ""
      : counter.isEstimate
        ? t("dashboard_counter_about", { count: counter.count.toLocaleString() })
        : counter.count.toLocaleString();
  const busy = counter.status === "refreshing" || counter.status === "counting";
  const headingId = `dashboard-counter-${card.id}`;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
          <Text id={headingId} fw={600} size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {title}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            onClick={counter.refresh}
            disabled={busy}
            aria-label={t("dashboard_refresh_named", { title })}
          >
            <IconRefresh size={20} aria-hidden />
          </ActionIcon>
        </Group>
        {counter.status === "counting" ? (
          <Skeleton
            height={36}
            width={72}
            role="status"
            aria-label={t("counter_counting", { label: title })}
          />
        ) : counter.status === "failed" ? (
          <Text role="status" c="red.8" size="sm">
            {t("dashboard_counter_unavailable")}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={to}
            aria-label={t("dashboard_counter_link", { title, count: shown })}
            fz={32}
            fw={700}
            lh={1.2}
            c={counter.status === "current" ? undefined : "dimmed"}
            data-counter-status={counter.status}
          >
            {shown}
          </Anchor>
        )}
        <Text size="xs" c="dimmed" role="status" mih={18}>
          {counter.status === "stale" ? (
            <Text span inherit c="red.8">
              {t("dashboard_counter_stale")}
            </Text>
          ) : counter.status === "refreshing" ? (
            t("dashboard_counter_refreshing")
          ) : counter.status === "current" && counter.countedAt ? (
            <>
              {t("dashboard_counter_updated")} <DateTime value={counter.countedAt} focusable={false} />
            </>
          ) : null}
        </Text>
      </Stack>
    </Paper>
  );
}
