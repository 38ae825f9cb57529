import "../forum-messages";
import { lazy, Suspense, useState } from "react";
import { Anchor, Button, Group, Input, Skeleton, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Link, useNavigate, useParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useLeaveGuard } from "../../../lib/navigation/use-leave-guard";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { usePageTitle } from "../../../lib/use-page-title";
import { useForumCategories } from "../api/get-forum-categories";
import { useCreateForumTopic } from "../api/create-forum-topic";
import {
  dropTopicDraft,
  hasText,
  startingDraft,
  writeTopicDraft,
  type TopicDraft,
} from "../hooks/topic-draft";
import { forumPaths } from "../paths";
import { ForumLoadError } from "./forum-states";
import { SimilarTopics } from "./similar-topics";

// TipTap is its own chunk (lib/rich-text): the title is usable while it loads.
const BodyEditor = lazy(() =>
  import("../../../lib/rich-text/body-editor").then((m) => ({ default: m.BodyEditor })),
);

export const TITLE_MIN = 5;

/** /app/forumcreate/:cat: a new topic's title and text, with similar topics while typing; preview, post. */
export function NewTopicPage() {
  const t = useMessage();
  const navigate = useNavigate();
  const categoryId = Number(useParams().cat);
  const categories = useForumCategories();
  const category = categories.data?.categories.find((c) => c.id === categoryId);
  usePageTitle(t("forum_new_topic"), category?.title, t("area_forum"));
  const [draft, setDraft] = useState<TopicDraft>(() => startingDraft(categoryId));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [similarTitle] = useDebouncedValue(draft.title.trim(), 250);
  const create = useCreateForumTopic();
  const dirty = draft.title.trim() !== "" || hasText(draft.bodyHtml);
  const guard = useLeaveGuard({
    when: dirty,
    allows: (next) => next.pathname.endsWith("/forumpreview"),
    onLeave: dropTopicDraft,
  });

  const change = (patch: Partial<TopicDraft>) =>
    setDraft((prev) => {
      const next = { ...prev, ...patch };
      writeTopicDraft(next);
      return next;
    });
  const checkTitle = (title: string) =>
    title.trim().length < TITLE_MIN ? t("forum_title_too_short", { min: TITLE_MIN }) : null;
  /** The first problem takes the focus (UX "Input"). */
  const valid = (): boolean => {
    const title = checkTitle(draft.title);
    const body = hasText(draft.bodyHtml) ? null : t("forum_body_required");
    setTitleError(title);
    setBodyError(body);
    if (title) document.getElementById("forum-topic-title")?.focus();
    else if (body)
      (document.querySelector("#forum-topic-body [contenteditable]") as HTMLElement | null)?.focus();
    return !title && !body;
  };
  const post = () => {
    if (!valid()) return;
    create.mutate(
      { categoryId, title: draft.title.trim(), bodyHtml: draft.bodyHtml },
      {
        onSuccess: (posted) => {
          dropTopicDraft();
          guard.release();
          if (posted.held) notify.info(t("forum_topic_held"));
          else notify.success(t("forum_topic_posted"));
          void navigate(forumPaths.topic(posted.topicId), { state: { held: posted.held } });
        },
      },
    );
  };

  if (categories.isError)
    return <ForumLoadError error={categories.error} title={t("forum_categories_failed")} />;
  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to={forumPaths.category(categoryId)} size="sm">
        {category ? t("forum_back_to_category", { category: category.title }) : t("forum_back_to_forum")}
      </Anchor>
      <Title order={1}>{t("forum_new_topic")}</Title>
      <TextInput
        id="forum-topic-title"
        label={t("forum_topic_title")}
        description={t("forum_topic_title_help")}
        required
        maxLength={150}
        value={draft.title}
        error={titleError}
        onChange={(e) => {
          change({ title: e.currentTarget.value });
          if (titleError) setTitleError(checkTitle(e.currentTarget.value));
        }}
        onBlur={(e) => setTitleError(e.currentTarget.value.trim() ? checkTitle(e.currentTarget.value) : null)}
      />
      <SimilarTopics title={similarTitle} />
      <Input.Wrapper
        label={t("forum_body_label")}
        required
        error={bodyError}
        component="div"
        id="forum-topic-body"
      >
        <Suspense fallback={<Skeleton height={200} role="status" aria-label={t("forum_loading_editor")} />}>
          <BodyEditor
            initialHtml={draft.bodyHtml}
            toolbar="trimmed"
            label={t("forum_body_label")}
            onChange={(bodyHtml) => {
              change({ bodyHtml });
              if (bodyError && hasText(bodyHtml)) setBodyError(null);
            }}
          />
        </Suspense>
      </Input.Wrapper>
      <Group gap="sm" justify="flex-end">
        <Button
          variant="default"
          disabled={create.isPending}
          onClick={() => {
            if (valid()) void navigate(forumPaths.preview);
          }}
        >
          {t("forum_preview")}
        </Button>
        <ProgressButton busy={create.isPending} onClick={post}>
          {t("forum_post_topic")}
        </ProgressButton>
      </Group>
      <LeaveDialog guard={guard} kind="unsaved" />
    </Stack>
  );
}
