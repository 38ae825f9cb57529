import { useEffect, useState } from "react";
import { Radio, Stack, Textarea } from "@mantine/core";
import { FORUM_FLAG_REASONS } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { useFlagForumPost } from "../api/flag-forum-post";
import { FormDialog } from "./form-dialog";

type Reason = (typeof FORUM_FLAG_REASONS)[number];
const reasonKey = (reason: Reason) => `forum_flag_reason_${reason}`;

/** Flagging a post for the moderators: a reason (required) and an optional note. */
export function FlagDialog({
  topicId,
  postId,
  onClose,
}: {
  topicId: number;
  postId: number | null;
  onClose: () => void;
}) {
  const t = useMessage();
  const flag = useFlagForumPost(topicId);
  const [reason, setReason] = useState<Reason | "">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason("");
    setNote("");
    setError(null);
  }, [postId]);
  const submit = () => {
    if (!reason || postId === null) return setError(t("forum_flag_reason_required"));
    flag.mutate(
      { postId, reason, note: note.trim() },
      {
        onSuccess: () => {
          notify.success(t("forum_flag_sent"));
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      opened={postId !== null}
      onClose={onClose}
      title={t("forum_flag_title")}
      onSubmit={submit}
      submitLabel={t("forum_flag_send")}
      busy={flag.isPending}
    >
      <Radio.Group
        label={t("forum_flag_reason")}
        description={t("forum_flag_help")}
        required
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value as Reason);
          setError(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          {FORUM_FLAG_REASONS.map((r, i) => (
            <Radio key={r} value={r} label={t(reasonKey(r))} data-autofocus={i === 0 || undefined} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t("forum_flag_note")}
        maxLength={500}
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
