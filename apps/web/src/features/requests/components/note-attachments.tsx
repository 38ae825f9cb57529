import { Anchor, Group } from "@mantine/core";
import type { TTimelineNote } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { downloadAttachment } from "../api/download-attachment";

/** A note's files as download buttons (errors go through the §8 catalogue). */
export function NoteAttachments({ attachments }: { attachments: TTimelineNote["attachments"] }) {
  const t = useMessage();
  if (!attachments.length) return null;
  return (
    <Group gap="xs" mt={4}>
      {attachments.map((file) => (
        <Anchor
          key={file.id}
          component="button"
          type="button"
          size="sm"
          aria-label={t("note_download", { name: file.name })}
          onClick={() => void downloadAttachment(file.id, file.name).catch(() => undefined)}
        >
          {file.name}
        </Anchor>
      ))}
    </Group>
  );
}
