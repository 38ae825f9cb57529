import { Button, Group, Paper, Text } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import { useMessage } from "../../../lib/messages/use-message";

/**
 * The question before a revert, inside the drawer (a second dialog over the drawer would fight
 * its focus trap): it takes the focus, Cancel is the safe default.
 */
export function RevertConfirm({
  revision,
  busy,
  onConfirm,
  onCancel,
}: {
  revision: number;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const t = useMessage();
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Paper withBorder p="sm" mt="xs" role="group" aria-labelledby={titleId}>
      <Text fw={600} id={titleId}>
        {t("studio_revert_title", { revision })}
      </Text>
      <Text size="sm">{t("studio_revert_text")}</Text>
      <Group mt="xs" gap="xs">
        <Button size="xs" color="red" loading={busy} onClick={onConfirm}>
          {t("studio_revert_confirm")}
        </Button>
        <Button size="xs" variant="default" ref={cancel} onClick={onCancel}>
          {t("studio_cancel")}
        </Button>
      </Group>
    </Paper>
  );
}
