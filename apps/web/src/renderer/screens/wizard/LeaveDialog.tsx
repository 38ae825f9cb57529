import { Button, Group, Modal, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { LeaveGuard } from "./use-leave-guard";

/** The question a leave guard asks; "Stay" is the safe default and takes the focus. */
export function LeaveDialog({ guard, what }: { guard: LeaveGuard; what: string }) {
  const t = useMessage();
  return (
    <Modal
      opened={guard.asking}
      onClose={guard.stay}
      title={t("leave_title")}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <Text size="sm">{t("leave_text", { what })}</Text>
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
