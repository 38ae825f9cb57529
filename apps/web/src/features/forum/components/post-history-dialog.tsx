import { Modal, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { useForumPostHistory } from "../api/get-forum-post-history";
import { ForumLoadError } from "./forum-states";
import { PostBody } from "./post-body";

/** A post's earlier texts, newest first: who changed it and when. */
export function PostHistoryDialog({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  const t = useMessage();
  const history = useForumPostHistory(postId);
  return (
    <Modal
      opened={postId !== null}
      onClose={onClose}
      title={t("forum_history_title")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      {history.isPending ? (
        <Skeleton height={120} role="status" aria-label={t("forum_loading_history")} />
      ) : history.isError ? (
        <ForumLoadError error={history.error} title={t("forum_history_failed")} />
      ) : history.data.length === 0 ? (
        <Text size="sm">{t("forum_history_empty")}</Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {history.data.map((version, i) => (
            <Paper key={i} withBorder p="sm" radius="md" component="li">
              <Text size="sm" c="dimmed" mb="xs">
                {t("forum_history_entry", { name: version.editedBy })} <DateTime value={version.editedAt} />
              </Text>
              <PostBody html={version.bodyHtml} />
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
