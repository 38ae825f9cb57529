import type { ReactNode } from "react";
import { Button, Group, Modal, Stack } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";

interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Called on submit (the button or Enter), the browser's own submit prevented. */
  onSubmit: () => void;
  submitLabel: string;
  /** The call is running: the submit button shows progress and cannot be pressed again. */
  busy: boolean;
  children: ReactNode;
}

/** The forum's form dialogs (category, flag, move): the fields, then Cancel and the action. */
export function FormDialog({
  opened,
  onClose,
  title,
  onSubmit,
  submitLabel,
  busy,
  children,
}: FormDialogProps) {
  const t = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("forum_cancel")}
            </Button>
            <ProgressButton type="submit" busy={busy}>
              {submitLabel}
            </ProgressButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
