import { Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import { StudioModal, type EditorDialogProps } from "./studio-modal";

/** Discarding loses the draft: asked first, with "Cancel" as the focused, safe default. */
export function DiscardDialog({ editor, opened, onClose }: EditorDialogProps) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  const discard = async () => {
    setBusy(true);
    await editor.discard().finally(() => setBusy(false));
    onClose();
  };
  return (
    <StudioModal opened={opened} onClose={onClose} title={t("studio_discard_title")}>
      <Text size="sm">{t("studio_discard_text")}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="outline" color="red" loading={busy} onClick={() => void discard()}>
          {t("studio_discard_confirm")}
        </Button>
        <Button onClick={onClose} data-autofocus>
          {t("studio_cancel")}
        </Button>
      </Group>
    </StudioModal>
  );
}
