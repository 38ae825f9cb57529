import { useState } from "react";
import { Alert, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import type { TForumPost, TForumTopic } from "@fsm/contracts";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import classes from "./forum.module.css";
import { PostBody } from "./post-body";
import { PostEditForm } from "./post-edit-form";
import { TintBadge } from "../../../lib/ui/tint-badge";

export type PostCommand =
  | { kind: "quote" | "flag" | "history" | "solution" | "unsolution"; post: TForumPost }
  | { kind: "approve" | "hide" | "delete"; post: TForumPost };

/** One post: author, staff badge, time, edited marker, state notices, its text and what the caller may do. */
export function PostItem({
  topic,
  post,
  opening,
  busy,
  mentions,
  mentionable,
  onCommand,
}: {
  topic: TForumTopic;
  post: TForumPost;
  /** The topic's opening post (the question): never the solution. */
  opening: boolean;
  busy: boolean;
  /** The topic's participants: their mentions are highlighted. */
  mentions?: readonly string[];
  /** Those of them an edit may mention (the caller left out). */
  mentionable?: readonly string[];
  onCommand: (command: PostCommand) => void;
}) {
  const t = useMessage();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headingId = `post-${post.id}-author`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      id={`post-${post.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`${classes.post} ${post.isSolution ? classes.solution : ""}`}
      data-testid="forum-post"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={headingId} component="h3" size="sm" m={0}>
              {post.authorName}
            </Text>
            {post.authorIsStaff ? <TintBadge color="blue">{t("forum_badge_staff")}</TintBadge> : null}
            {post.isSolution ? <TintBadge color="green">{t("forum_badge_solution")}</TintBadge> : null}
            <Text size="sm" c="dimmed">
              <DateTime value={post.createdAt} />
            </Text>
            {post.editedAt ? (
              <Group gap={4}>
                <Text size="sm" c="dimmed">
                  {t("forum_edited")}
                </Text>
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => onCommand({ kind: "history", post })}
                >
                  {t("forum_history")}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Group>
        {post.state === "held" ? (
          <Alert color="yellow" variant="light" title={t("forum_post_held_title")}>
            {t(post.mine ? "forum_post_held_mine" : "forum_post_held_body")}
          </Alert>
        ) : post.state === "hidden" ? (
          <Alert color="orange" variant="light" title={t("forum_post_hidden_title")}>
            {t(post.mine ? "forum_post_hidden_mine" : "forum_post_hidden_body")}
          </Alert>
        ) : null}
        {editing ? (
          <PostEditForm
            topicId={topic.id}
            post={post}
            mentionable={mentionable}
            onDone={() => setEditing(false)}
          />
        ) : (
          <PostBody html={post.bodyHtml} mentions={mentions} />
        )}
        {editing ? null : (
          <Group
            gap="xs"
            wrap="wrap"
            aria-label={t("forum_post_actions", { name: post.authorName })}
            role="group"
          >
            {topic.canReply && post.state === "visible" ? (
              <Button variant="default" size="xs" onClick={() => onCommand({ kind: "quote", post })}>
                {t("forum_quote")}
              </Button>
            ) : null}
            {post.canEdit ? (
              <Button variant="default" size="xs" onClick={() => setEditing(true)}>
                {t("forum_edit")}
              </Button>
            ) : null}
            {topic.canMarkSolution && !opening && post.state === "visible" ? (
              <ProgressButton
                variant="default"
                size="xs"
                busy={busy}
                onClick={() => onCommand({ kind: post.isSolution ? "unsolution" : "solution", post })}
              >
                {t(post.isSolution ? "forum_unmark_solution" : "forum_mark_solution")}
              </ProgressButton>
            ) : null}
            {!post.mine && post.state === "visible" ? (
              post.flaggedByMe ? (
                <Text size="sm" c="dimmed">
                  {t("forum_flagged_by_me")}
                </Text>
              ) : (
                <Button variant="default" size="xs" onClick={() => onCommand({ kind: "flag", post })}>
                  {t("forum_flag")}
                </Button>
              )
            ) : null}
            {topic.canModerate && post.state !== "visible" ? (
              <ProgressButton
                size="xs"
                variant="default"
                busy={busy}
                onClick={() => onCommand({ kind: "approve", post })}
              >
                {t("forum_action_approve")}
              </ProgressButton>
            ) : null}
            {topic.canModerate && post.state === "visible" ? (
              <ProgressButton
                size="xs"
                variant="default"
                busy={busy}
                onClick={() => onCommand({ kind: "hide", post })}
              >
                {t("forum_action_hide")}
              </ProgressButton>
            ) : null}
            {topic.canModerate ? (
              <Button size="xs" variant="outline" color="red" onClick={() => setConfirmDelete(true)}>
                {t("forum_action_delete")}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t("forum_delete_title")}
        centered
        closeButtonProps={{ "aria-label": t("app_close") }}
      >
        <Text size="sm">{t(opening ? "forum_delete_topic_body" : "forum_delete_body")}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)} data-autofocus>
            {t("forum_cancel")}
          </Button>
          <ProgressButton
            color="red"
            busy={busy}
            onClick={() => {
              setConfirmDelete(false);
              onCommand({ kind: "delete", post });
            }}
          >
            {t("forum_action_delete")}
          </ProgressButton>
        </Group>
      </Modal>
    </Paper>
  );
}
