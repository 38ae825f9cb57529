import { useEffect, useState } from "react";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useForumCategories } from "../api/get-forum-categories";

/** Moving a topic to another category (moderators). */
export function MoveDialog({
  opened,
  currentCategoryId,
  busy,
  onMove,
  onClose,
}: {
  opened: boolean;
  currentCategoryId: number;
  busy: boolean;
  onMove: (categoryId: number) => void;
  onClose: () => void;
}) {
  const t = useMessage();
  const categories = useForumCategories();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setTarget(null);
      setError(null);
    }
  }, [opened]);
  const choices = (categories.data?.categories ?? [])
    .filter((c) => c.id !== currentCategoryId)
    .map((c) => ({ value: String(c.id), label: c.title }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("forum_move_title")}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!target) return setError(t("forum_move_required"));
          onMove(Number(target));
        }}
      >
        <Stack gap="sm">
          <Select
            label={t("forum_move_to")}
            data={choices}
            value={target}
            onChange={(value) => {
              setTarget(value);
              setError(null);
            }}
            error={error}
            required
            withScrollArea={false}
            maxDropdownHeight={240}
            comboboxProps={{ withinPortal: false }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("forum_cancel")}
            </Button>
            <ProgressButton type="submit" busy={busy}>
              {t("forum_move")}
            </ProgressButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
