import "../forum-messages";
import { useState } from "react";
import { Alert, Button, Group, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { usePageTitle } from "../../../lib/use-page-title";
import { useCreateForumTopic } from "../api/create-forum-topic";
import { useForumPreview } from "../api/get-forum-preview";
import { dropTopicDraft, readTopicDraft } from "../hooks/topic-draft";
import { forumPaths } from "../paths";
import { ForumLoadError } from "./forum-states";
import { PostBody } from "./post-body";

/** /app/forumpreview: the tab's draft topic as it will be shown (the server's sanitised text), then post. */
export function TopicPreviewPage() {
  const t = useMessage();
  const navigate = useNavigate();
  const [draft] = useState(readTopicDraft);
  const preview = useForumPreview(draft ? draft.bodyHtml : null);
  const create = useCreateForumTopic();
  usePageTitle(t("area_forum_preview"), t("area_forum"));
  if (!draft)
    return (
      <Alert color="yellow" title={t("forum_preview_none_title")}>
        <Button component={Link} to={forumPaths.home} variant="default" mt="sm">
          {t("forum_back_to_forum")}
        </Button>
      </Alert>
    );
  const post = () =>
    create.mutate(
      { categoryId: draft.categoryId, title: draft.title.trim(), bodyHtml: draft.bodyHtml },
      {
        onSuccess: (posted) => {
          dropTopicDraft();
          if (posted.held) notify.info(t("forum_topic_held"));
          else notify.success(t("forum_topic_posted"));
          void navigate(forumPaths.topic(posted.topicId), { state: { held: posted.held } });
        },
      },
    );
  return (
    <Stack gap="lg" maw={900}>
      <Alert color="blue" variant="light" title={t("forum_preview_banner_title")}>
        {t("forum_preview_banner_body")}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={forumPaths.create(draft.categoryId)} variant="default">
          {t("forum_back_to_edit")}
        </Button>
        <ProgressButton busy={create.isPending} onClick={post}>
          {t("forum_post_topic")}
        </ProgressButton>
      </Group>
      <Stack gap="md" component="article" aria-labelledby="forum-preview-title" data-testid="forum-preview">
        <Title order={1} id="forum-preview-title">
          {draft.title}
        </Title>
        <Paper withBorder radius="md" p="md">
          {preview.isPending ? (
            <Skeleton height={120} role="status" aria-label={t("forum_loading_preview")} />
          ) : preview.isError ? (
            <ForumLoadError title={t("forum_preview_failed")} error={preview.error} />
          ) : (
            <PostBody html={preview.data.bodyHtml} />
          )}
        </Paper>
      </Stack>
    </Stack>
  );
}
