import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMemo, useState, type ReactNode } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { changesBetween } from "../change-paths";
import type { AnyDocumentEditor } from "../editor-types";
import { ChangeTable } from "./change-table";
import { StudioModal, type EditorDialogProps } from "./studio-modal";

/**
 * How a page shows what publishing changes (the draft against the published revision); without
 * one, the changes by JSON pointer. The Metadata Editor shows changed JSON lines instead.
 */
export type PublishReview = (editor: AnyDocumentEditor) => ReactNode;

function ChangesByPath({ editor }: { editor: AnyDocumentEditor }) {
  const t = useMessage();
  const changes = useMemo(
    () => changesBetween(editor.published?.document ?? {}, editor.document),
    [editor.published, editor.document],
  );
  return <ChangeTable changes={changes} caption={t("studio_publish_changes")} />;
}

/**
 * The one way a studio page publishes: what changes, a comment, then publish (the editor saves
 * the draft first and the server runs every check). A refusal keeps the dialog open and says so;
 * the problems panel or the conflict dialog shows where.
 */
export function PublishDialog({
  editor,
  opened,
  onClose,
  review,
  onPublished,
}: EditorDialogProps & { review?: PublishReview; onPublished?(): void }) {
  const t = useMessage();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const close = () => {
    setRefused(false);
    onClose();
  };
  const publish = async () => {
    setBusy(true);
    setRefused(false);
    const outcome = await editor.publish(comment.trim() || undefined).finally(() => setBusy(false));
    // A conflict opens its own dialog; a failed call was toasted and may be tried again.
    if (outcome === "refused") return setRefused(true);
    if (outcome === "failed") return;
    if (outcome === "published") {
      setComment("");
      notify.success(t("studio_publish_done"));
      onPublished?.();
    }
    close();
  };
  const revision = editor.published?.revision;
  return (
    <StudioModal opened={opened} onClose={close} title={t("studio_publish_title")} size="xl">
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
          {opened ? (review ?? ((e) => <ChangesByPath editor={e} />))(editor) : null}
          <TextInput
            label={t("studio_publish_comment")}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={500}
            data-autofocus
          />
          {refused ? (
            <Alert color="red" variant="outline" role="alert">
              {t("studio_publish_refused")}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("studio_cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("studio_publish")}
            </Button>
          </Group>
        </Stack>
      </form>
    </StudioModal>
  );
}
