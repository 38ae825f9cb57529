import { useState } from "react";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { EmptyState, ListSkeleton } from "../../../lib/ui/states";
import { useForumModerationLog } from "../api/get-forum-moderation-log";
import { useUndoForumAction } from "../api/undo-forum-action";
import { forumPaths } from "../paths";
import { ForumLoadError } from "./forum-states";
import { TintBadge } from "../../../lib/ui/tint-badge";

/** Every moderation action, newest first; an action can be undone within 24 h when nothing depends on it. */
export function ModerationLog() {
  const t = useMessage();
  const log = useForumModerationLog(true);
  const undo = useUndoForumAction();
  const [undoing, setUndoing] = useState<number | null>(null);
  if (log.isPending) return <ListSkeleton label={t("forum_log_loading")} cards rows={3} />;
  if (log.isError)
    return (
      <ForumLoadError error={log.error} title={t("forum_log_failed")} onRetry={() => void log.refetch()} />
    );
  if (log.data.length === 0)
    return <EmptyState title={t("forum_log_empty_title")} body={t("forum_log_empty_body")} />;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("forum_tab_log")}>
      {log.data.map((entry) => (
        <Paper key={entry.id} withBorder radius="md" p="sm" component="li" data-testid="forum-log-entry">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t(`forum_log_action_${entry.action}`)}
                </Text>
                <Anchor
                  component={Link}
                  to={
                    entry.postId
                      ? forumPaths.post(entry.topicId, entry.postId)
                      : forumPaths.topic(entry.topicId)
                  }
                  size="sm"
                >
                  {entry.topicTitle}
                </Anchor>
                {entry.undoneAt ? <TintBadge color="gray">{t("forum_log_undone")}</TintBadge> : null}
              </Group>
              <Text size="sm" c="dimmed">
                {t("forum_log_by", { name: entry.by })} <DateTime value={entry.at} />
                {entry.reason ? ` · ${entry.reason}` : null}
              </Text>
            </Stack>
            {entry.canUndo ? (
              <ProgressButton
                size="xs"
                variant="default"
                busy={undoing === entry.id}
                disabled={undoing !== null}
                onClick={() => {
                  setUndoing(entry.id);
                  undo.mutate(entry.id, {
                    onSuccess: () => notify.success(t("forum_log_undo_done")),
                    onSettled: () => setUndoing(null),
                  });
                }}
              >
                {t("forum_log_undo")}
              </ProgressButton>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
