import { Button, Group, Progress, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TDashboardCardView } from "@fsm/contracts";
import { CodeBadge } from "../../../lib/ui/code-badge";
import { TONE_COLOR, toneOf } from "../../../lib/ui/badge-tones";
import { useMessage } from "../../../lib/messages/use-message";
import { useRequestStatuses } from "../api/get-request-statuses";
import { dashboardPaths } from "../paths";
import { CardError } from "./card-error";
import { codeText } from "./code-text";
import { CardFrame } from "./card-frame";

type StatusesCardView = Extract<TDashboardCardView, { kind: "statuses" }>;

/**
 * The caller's service requests per status: each a badge (the requests list's colours), the
 * number in words, and a bar that only repeats it (hidden from screen readers).
 */
export function StatusesCard({ card }: { card: StatusesCardView }) {
  const t = useMessage();
  const statuses = useRequestStatuses();
  const body = () => {
    if (statuses.isPending)
      return (
        <Stack gap="sm" role="status" aria-label={t("dashboard_loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      );
    if (statuses.isError) return <CardError error={statuses.error} onRetry={() => void statuses.refetch()} />;
    const total = statuses.data.reduce((sum, s) => sum + s.count, 0);
    if (total === 0)
      return (
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{t("dashboard_statuses_empty_title")}</Text>
          <Text c="dimmed" size="sm">
            {t("dashboard_statuses_empty_body")}
          </Text>
          <Button component={Link} to={dashboardPaths.newRequest}>
            {t("dashboard_raise_first")}
          </Button>
        </Stack>
      );
    const shown = statuses.data.filter((s) => s.count > 0);
    // Past the count cap a status is the planner's estimate (as the counters): said "about", and
    // so is the total it is part of, never passed off as an exact number.
    const estimated = statuses.data.some((s) => s.isEstimate);
    const number = (n: number, isEstimate: boolean) =>
      isEstimate ? t("dashboard_counter_about", { count: n.toLocaleString() }) : n.toLocaleString();
    return (
      <Stack gap="sm">
        <Text size="sm">
          {t(estimated ? "dashboard_statuses_total_about" : "dashboard_statuses_total", {
            count: total.toLocaleString(),
          })}
        </Text>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {shown.map((s) => {
            const label = codeText(t, s.name, s.code);
            return (
              <li key={s.code}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <CodeBadge code={s.code} label={label} />
                  <Text size="sm" fw={600} data-estimate={s.isEstimate || undefined}>
                    {number(s.count, s.isEstimate)}
                  </Text>
                </Group>
                <Progress
                  mt={4}
                  size="sm"
                  value={(s.count / total) * 100}
                  color={TONE_COLOR[toneOf(s.code)]}
                  aria-hidden
                />
              </li>
            );
          })}
        </Stack>
        {estimated ? (
          <Text size="xs" c="dimmed">
            {t("dashboard_statuses_estimate_note")}
          </Text>
        ) : null}
      </Stack>
    );
  };
  return (
    <CardFrame id={card.id} title={t(card.title)}>
      {body()}
    </CardFrame>
  );
}
