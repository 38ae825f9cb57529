import { Button, Group, Modal, Text } from "@mantine/core";
import type { LeaveGuard } from "./use-leave-guard";

/** The question a leave guard asks; "Stay" is the safe default and takes the focus. */
export function LeaveDialog({ guard, what }: { guard: LeaveGuard; what: string }) {
  return (
    <Modal
      opened={guard.asking}
      onClose={guard.stay}
      title="Leave without sending?"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text size="sm">{`What you entered for this ${what} will be lost.`}</Text>
      <Group justify="flex-end" mt="md">
        <Button color="red" variant="outline" onClick={guard.leave}>
          Leave and discard
        </Button>
        <Button onClick={guard.stay} data-autofocus>
          Stay
        </Button>
      </Group>
    </Modal>
  );
}
