import { useEffect, useState } from "react";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import type { TForumCategory } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useSaveForumCategory } from "../api/save-forum-category";

export type CategoryDialogTarget = TForumCategory | "new";

/** Creating or changing a category (moderators): its title and description; the audience stays. */
export function CategoryDialog({
  target,
  onClose,
}: {
  target: CategoryDialogTarget | null;
  onClose: () => void;
}) {
  const t = useMessage();
  const save = useSaveForumCategory();
  const existing = target && target !== "new" ? target : null;
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTitle(existing?.title ?? "");
    setDescription(existing?.description ?? "");
    setError(null);
  }, [target, existing]);

  const submit = () => {
    if (!title.trim()) return setError(t("forum_category_title_required"));
    save.mutate(
      {
        ...(existing ? { id: existing.id, audience: existing.audience } : {}),
        title: title.trim(),
        description: description.trim(),
      },
      {
        onSuccess: () => {
          notify.success(t(existing ? "forum_category_saved" : "forum_category_created"));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(existing ? "forum_edit_category" : "forum_new_category")}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("forum_category_title")}
            required
            maxLength={80}
            value={title}
            error={error}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setError(null);
            }}
            onBlur={() => setError(title.trim() ? null : t("forum_category_title_required"))}
            data-autofocus
          />
          <Textarea
            label={t("forum_category_description")}
            maxLength={300}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("forum_cancel")}
            </Button>
            <ProgressButton type="submit" busy={save.isPending}>
              {t("forum_save")}
            </ProgressButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
