import { useState } from "react";
import { Anchor, Button, Group, List, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import type { TForumAction, TForumReviewItem } from "@fsm/contracts";
import { Link } from "react-router";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { EmptyState } from "../../../lib/ui/states";
import { useModerateForum } from "../api/moderate-forum";
import { forumPaths } from "../paths";
import { MoveDialog } from "./move-dialog";
import { PostBody } from "./post-body";
import { TintBadge } from "../../../lib/ui/tint-badge";

/** Post actions name the post; the others act on its topic. */
const TOPIC_ACTIONS = new Set<TForumAction>(["lock", "unlock", "pin", "unpin", "move"]);

/**
 * Held and flagged posts, each with its flags and exactly the actions the server allows on it;
 * resolved: the posts decided, each with the decision (what, by whom, when, why).
 */
export function ReviewQueue({
  items,
  status,
}: {
  items: TForumReviewItem[];
  status: "pending" | "resolved";
}) {
  const t = useMessage();
  const moderate = useModerateForum();
  const [running, setRunning] = useState<string | null>(null);
  const [moving, setMoving] = useState<TForumReviewItem | null>(null);
  const [deleting, setDeleting] = useState<TForumReviewItem | null>(null);
  if (items.length === 0)
    return status === "pending" ? (
      <EmptyState title={t("forum_review_empty_title")} body={t("forum_review_empty_body")} />
    ) : (
      <EmptyState
        title={t("forum_review_resolved_empty_title")}
        body={t("forum_review_resolved_empty_body")}
      />
    );

  const act = (item: TForumReviewItem, action: TForumAction, categoryId?: number) => {
    setRunning(`${item.postId}:${action}`);
    moderate.mutate(
      TOPIC_ACTIONS.has(action)
        ? { action, topicId: item.topicId, ...(categoryId ? { categoryId } : {}) }
        : { action, postId: item.postId },
      {
        onSuccess: () => {
          notify.success(t(`forum_done_${action}`));
          setMoving(null);
          setDeleting(null);
        },
        onSettled: () => setRunning(null),
      },
    );
  };
  return (
    <Stack
      gap="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={t(status === "pending" ? "forum_tab_queue" : "forum_review_resolved")}
    >
      {items.map((item) => (
        <Paper
          key={item.postId}
          withBorder
          radius="md"
          p="md"
          component="li"
          aria-labelledby={`review-${item.postId}`}
          data-testid="forum-review-item"
        >
          <Stack gap="sm">
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h5" id={`review-${item.postId}`}>
                <Anchor component={Link} to={forumPaths.post(item.topicId, item.postId)}>
                  {item.topicTitle}
                </Anchor>
              </Title>
              <TintBadge color={item.kind === "held" ? "yellow" : "orange"}>
                {t(item.kind === "held" ? "forum_review_kind_held" : "forum_review_kind_flagged")}
              </TintBadge>
              {item.state === "hidden" ? (
                <TintBadge color="gray">{t("forum_review_state_hidden")}</TintBadge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t("forum_review_meta", { category: item.categoryTitle, name: item.authorName })}{" "}
              <DateTime value={item.createdAt} />
            </Text>
            <Paper bg="gray.0" p="sm" radius="sm">
              <PostBody html={item.bodyHtml} />
            </Paper>
            {item.resolution ? (
              <Text size="sm" data-testid="forum-review-decision">
                <Text component="span" size="sm" fw={600}>
                  {t(`forum_review_decision_${item.resolution.action}`, { name: item.resolution.by })}
                </Text>{" "}
                <DateTime value={item.resolution.at} />
                {item.resolution.reason ? (
                  <Text size="sm" c="dimmed" component="span">
                    {" "}
                    {t("forum_review_decision_reason", { reason: item.resolution.reason })}
                  </Text>
                ) : null}
              </Text>
            ) : null}
            {item.flags.length ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t("forum_review_flags", { count: item.flags.length })}
                </Text>
                <List size="sm" spacing={4}>
                  {item.flags.map((flag, i) => (
                    <List.Item key={i}>
                      {t("forum_review_flag_line", {
                        reason: t(`forum_flag_reason_${flag.reason}`),
                        name: flag.by,
                      })}{" "}
                      <DateTime value={flag.at} />
                      {flag.note ? (
                        <Text size="sm" c="dimmed" component="span">
                          {" "}
                          {t("forum_review_flag_note", { note: flag.note })}
                        </Text>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ) : null}
            <Group
              gap="xs"
              wrap="wrap"
              role="group"
              aria-label={t("forum_review_actions", { title: item.topicTitle })}
            >
              {item.actions.map((action) =>
                action === "move" ? (
                  <Button key={action} size="xs" variant="default" onClick={() => setMoving(item)}>
                    {t("forum_action_move")}
                  </Button>
                ) : action === "delete" ? (
                  <Button
                    key={action}
                    size="xs"
                    variant="outline"
                    color="red"
                    onClick={() => setDeleting(item)}
                  >
                    {t("forum_action_delete")}
                  </Button>
                ) : (
                  <ProgressButton
                    key={action}
                    size="xs"
                    variant={action === "approve" ? "filled" : "default"}
                    busy={running === `${item.postId}:${action}`}
                    disabled={running !== null}
                    onClick={() => act(item, action)}
                  >
                    {t(`forum_action_${action}`)}
                  </ProgressButton>
                ),
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
      <MoveDialog
        opened={moving !== null}
        currentCategoryId={-1}
        busy={running !== null}
        onMove={(categoryId) => moving && act(moving, "move", categoryId)}
        onClose={() => setMoving(null)}
      />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("forum_delete_title")}
        centered
        closeButtonProps={{ "aria-label": t("app_close") }}
      >
        <Text size="sm">{t("forum_delete_body")}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            {t("forum_cancel")}
          </Button>
          <ProgressButton
            color="red"
            busy={running !== null}
            onClick={() => deleting && act(deleting, "delete")}
          >
            {t("forum_action_delete")}
          </ProgressButton>
        </Group>
      </Modal>
    </Stack>
  );
}
