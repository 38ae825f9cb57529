import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import type { AnyDocumentEditor } from "../editor-types";

/** Asks for the revision's comment, then publishes (the editor saves the draft first). */
export function PublishDialog({
  editor,
  opened,
  onClose,
}: {
  editor: AnyDocumentEditor;
  opened: boolean;
  onClose(): void;
}) {
  const t = useMessage();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    const done = await editor.publish(comment.trim() || undefined);
    setBusy(false);
    onClose();
    // Not published: the problems panel or the conflict dialog says why (other failures are toasted).
    if (done) {
      setComment("");
      notify.success(t("studio_publish_done"));
    }
  };
  const revision = editor.published?.revision;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("studio_publish_title")}
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        <Stack>
          <Text size="sm">
            {revision ? t("studio_publish_text", { revision }) : t("studio_publish_text_new")}
          </Text>
          <TextInput
            label={t("studio_publish_comment")}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={500}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("studio_cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("studio_publish")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
