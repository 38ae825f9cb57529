import { Alert, Button, Group } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { dateDisplay } from "../../../lib/format/dates";
import type { AnyDocumentEditor } from "../editor-types";

/** Offers back the edits this browser kept that the server never got. */
export function BackstopOffer({ editor }: { editor: AnyDocumentEditor }) {
  const t = useMessage();
  if (!editor.backstop) return null;
  const time = dateDisplay(editor.backstop.editedAt, { relative: false }).text;
  return (
    <Alert color="yellow" variant="light" role="alert">
      {t("studio_backstop_text", { time })}
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={editor.restoreBackstop}>
          {t("studio_backstop_restore")}
        </Button>
        <Button size="xs" variant="default" onClick={editor.dismissBackstop}>
          {t("studio_backstop_dismiss")}
        </Button>
      </Group>
    </Alert>
  );
}
