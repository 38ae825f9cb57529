import { Button, Group, Modal, Text } from "@mantine/core";
import { useMessage } from "../messages/use-message";
import type { LeaveGuard } from "./use-leave-guard";

const TEXTS = {
  /** A wizard or confirmation: the input was never sent. */
  unsent: { title: "leave_title", text: "leave_text" },
  /** A record, profile or note form: edits not saved yet. */
  unsaved: { title: "leave_unsaved_title", text: "leave_unsaved_text" },
} as const;

export interface LeaveDialogProps {
  /** A leave guard, or any question of the same kind (a form's Cancel with unsaved edits). */
  guard: Pick<LeaveGuard, "asking" | "stay" | "leave">;
  /** The record in the sentence ("service request"); an unsaved form's question names none. */
  what?: string;
  kind?: keyof typeof TEXTS;
}

/** The question a leave guard asks; "Stay" is the safe default and takes the focus. */
export function LeaveQuestion({ guard, what, kind = "unsent" }: LeaveDialogProps) {
  const t = useMessage();
  const texts = TEXTS[kind];
  return (
    <Modal
      opened={guard.asking}
      onClose={guard.stay}
      title={t(texts.title)}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <Text size="sm">{t(texts.text, { what: what ?? "" })}</Text>
      <Group justify="flex-end" mt="md">
        <Button color="red" variant="outline" onClick={guard.leave}>
          {t("leave_discard")}
        </Button>
        <Button onClick={guard.stay} data-autofocus>
          {t("leave_stay")}
        </Button>
      </Group>
    </Modal>
  );
}
