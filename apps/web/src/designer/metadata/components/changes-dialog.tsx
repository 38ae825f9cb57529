import { useState } from "react";
import { Alert, Button, Stack, Textarea } from "@mantine/core";
import { PortalModal, type FadeModal } from "../../../lib/modal";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import type { DocumentEditor } from "../../kernel";
import { DraftDiff } from "./draft-diff";

export interface ChangesDialogProps {
  modal: FadeModal;
  name: string;
  editor: DocumentEditor<Record<string, unknown>>;
  onPublished(): void;
}

/**
 * "Review changes": the draft against the published revision, then Publish with a comment. The
 * kernel saves the draft first and the server runs every check; a refusal keeps the dialog open
 * and says so (the problems list and the editor show where).
 */
export function ChangesDialog({ modal, name, editor, onPublished }: ChangesDialogProps) {
  const t = useMessage();
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  const publish = async () => {
    setBusy(true);
    setRefused(false);
    try {
      const ok = await editor.publish(comment.trim() || undefined);
      if (!ok) return setRefused(true);
      notify.success(t("mde_published"));
      setComment("");
      modal.hide();
      onPublished();
    } finally {
      setBusy(false);
    }
  };

  return (
    <PortalModal
      modal={modal}
      size="xl"
      title={t("mde_changes_title", { name })}
      footer={
        <>
          <Button variant="default" onClick={modal.hide}>
            {t("mde_cancel")}
          </Button>
          <Button onClick={() => void publish()} loading={busy} disabled={!editor.dirty}>
            {t("mde_publish")}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <DraftDiff published={editor.published?.document} draft={editor.document} />
        <Textarea
          label={t("mde_publish_comment")}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          rows={2}
          maxLength={500}
        />
        {refused ? (
          <Alert color="red" variant="outline" role="alert">
            {t("mde_publish_refused")}
          </Alert>
        ) : null}
      </Stack>
    </PortalModal>
  );
}
