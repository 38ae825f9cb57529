import { Group, Stack, Text } from "@mantine/core";
import type { TActivityEvent } from "@fsm/contracts";
import { DateTime } from "../../../lib/format/date-time";
import type { TTranslate } from "../../../lib/messages/use-message";

/** What happened, in the event's own words: the note, the status move, the request's text. */
function detail(event: TActivityEvent, t: TTranslate): string {
  switch (event.kind) {
    case "note":
    case "request_created":
    case "blog_post":
    case "forum_reply":
      return event.summary.excerpt;
    case "status_change":
      return event.summary.from
        ? t("lobby_status_move", { from: t(event.summary.from.name), to: t(event.summary.to.name) })
        : t(event.summary.to.name);
    case "rma_created":
      return t("lobby_rma_detail", { status: event.summary.status, reason: event.summary.reason });
  }
}

/** One line of the wall board: record number, kind and time, then what happened and who did it. */
export function LobbyEventItem({ event, t }: { event: TActivityEvent; t: TTranslate }) {
  const actor = event.summary.actor;
  return (
    <li className="lobby-event">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Text span fw={700} fz="1.15em" style={{ whiteSpace: "nowrap" }}>
              {event.record.number}
            </Text>
            <Text span fz="1em">
              {t(`lobby_event_${event.kind}`)}
            </Text>
          </Group>
          <Text span c="dimmed" fz="0.9em">
            <DateTime value={event.occurred_at} focusable={false} />
          </Text>
        </Group>
        <Text fz="1em" lineClamp={2}>
          {detail(event, t)}
        </Text>
        {actor ? (
          <Text c="dimmed" fz="0.9em">
            {t("lobby_by", { actor })}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}
