import { useEffect, useState } from "react";
import { Select } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { useForumCategories } from "../api/get-forum-categories";
import { FormDialog } from "./form-dialog";

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
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t("forum_move_title")}
      onSubmit={() => (target ? onMove(Number(target)) : setError(t("forum_move_required")))}
      submitLabel={t("forum_move")}
      busy={busy}
    >
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
    </FormDialog>
  );
}
