import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TActivityEvent } from "@fsm/contracts";
import { DateTime } from "../../../lib/format/date-time";
import type { TTranslate } from "../../../lib/messages/use-message";
import { useMessage } from "../../../lib/messages/use-message";
import { dashboardPaths } from "../paths";
import { codeText } from "./code-text";

/** What happened, in one sentence that names the record (its number), and the words it carried. */
function describe(event: TActivityEvent, t: TTranslate): { headline: string; excerpt: string | null } {
  const number = event.record.number;
  switch (event.kind) {
    case "request_created":
      return { headline: t("dashboard_event_request_created", { number }), excerpt: event.summary.excerpt };
    case "status_change":
      return {
        headline: t("dashboard_event_status_change", {
          number,
          status: codeText(t, event.summary.to.name, event.summary.to.code),
        }),
        excerpt: null,
      };
    case "note":
      return {
        headline: t(event.summary.noteKind === "VISIT" ? "dashboard_event_visit" : "dashboard_event_note", {
          number,
        }),
        excerpt: event.summary.excerpt,
      };
    case "rma_created":
      return { headline: t("dashboard_event_rma_created", { number }), excerpt: null };
    case "blog_post":
      return { headline: t("dashboard_event_blog_post", { title: number }), excerpt: event.summary.excerpt };
    case "forum_reply":
      return {
        headline: t("dashboard_event_forum_reply", { title: number }),
        excerpt: event.summary.excerpt,
      };
  }
}

/** One event of the feed: a link to its record, who did it, and when (relative, exact on hover and focus). */
export function ActivityEvent({ event }: { event: TActivityEvent }) {
  const t = useMessage();
  const { headline, excerpt } = describe(event, t);
  const to = dashboardPaths.record(event.record.table, event.record.id);
  return (
    <Stack gap={2}>
      {to ? (
        <Anchor component={Link} to={to} fw={600} size="sm">
          {headline}
        </Anchor>
      ) : (
        <Text fw={600} size="sm">
          {headline}
        </Text>
      )}
      {excerpt ? (
        <Text size="sm" lineClamp={2} title={excerpt}>
          {excerpt}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          <DateTime value={event.occurred_at} />
        </Text>
        {event.summary.actor ? (
          <Text size="xs" c="dimmed">
            {t("dashboard_event_by", { name: event.summary.actor })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
