import { List, Stack, Text, Title } from "@mantine/core";
import type { TTimelineResponse } from "@fsm/contracts";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { CodeBadge } from "../../../lib/ui/code-badge";
import { NoteAttachments } from "./note-attachments";
import { statusText } from "./timeline-texts";

/** Status changes, then notes, both oldest first as the server sends them; times in the portal's one format (DateTime). */
export function RequestTimeline({ timeline }: { timeline: TTimelineResponse }) {
  const t = useMessage();
  return (
    <Stack gap="md">
      <section aria-labelledby="request-status-history">
        <Title order={3} id="request-status-history">
          {t("request_status_history")}
        </Title>
        {timeline.statuses.length === 0 ? (
          <Text c="dimmed">{t("request_no_status_changes")}</Text>
        ) : (
          <List component="ol" spacing="xs" mt="xs" aria-labelledby="request-status-history">
            {timeline.statuses.map((s, index) => (
              <List.Item key={`${s.at}-${index}`}>
                <CodeBadge code={s.status} label={statusText(t, s.status)} />
                {" — "}
                <DateTime value={s.at} />
                {s.by ? `, ${t("request_status_by", { name: s.by })}` : null}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="request-notes">
        <Title order={3} id="request-notes">
          {t("request_notes")}
        </Title>
        {timeline.notes.length === 0 ? (
          <Text c="dimmed">{t("request_no_notes")}</Text>
        ) : (
          <List component="ol" spacing="sm" mt="xs" listStyleType="none" aria-labelledby="request-notes">
            {timeline.notes.map((note) => (
              <List.Item key={note.id}>
                <Text size="sm" c="dimmed">
                  {note.author}, <DateTime value={note.at} />
                </Text>
                <Text style={{ whiteSpace: "pre-wrap" }}>{note.text}</Text>
                <NoteAttachments attachments={note.attachments} />
              </List.Item>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
