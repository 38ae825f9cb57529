import "../forum-messages";
import { useEffect, useState } from "react";
import { Alert, Anchor, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TForumPost, TForumPostedResponse } from "@fsm/contracts";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { LabelledPagination } from "../../../lib/ui/labelled-pagination";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { usePageTitle } from "../../../lib/use-page-title";
import { useForumTopic } from "../api/get-forum-topic";
import { useMarkForumSolution } from "../api/mark-forum-solution";
import { useModerateForum } from "../api/moderate-forum";
import { forumPaths } from "../paths";
import { FlagDialog } from "./flag-dialog";
import { ForumLoadError } from "./forum-states";
import { PostHistoryDialog } from "./post-history-dialog";
import { PostItem, type PostCommand } from "./post-item";
import { ReplyComposer } from "./reply-composer";
import { TopicActions } from "./topic-actions";
import { TopicBadges } from "./topic-badges";

/** /app/forumconvo/:id: the conversation, one page of posts at a time, and the reply at its foot. */
export function TopicPage() {
  const t = useMessage();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useForumTopic(id, page);
  const solution = useMarkForumSolution();
  const moderate = useModerateForum();
  const guard = useUnsavedChangesGuard();
  const [quote, setQuote] = useState<TForumPost | null>(null);
  const [flagging, setFlagging] = useState<number | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [busyPost, setBusyPost] = useState<number | null>(null);
  const held = (location.state as { held?: boolean } | null)?.held === true;
  const data = query.data;
  usePageTitle(data?.topic.title, data?.topic.categoryTitle, t("area_forum"));

  // A link to one post (#post-12: the solution, a new reply) brings it into view and focus once shown.
  useEffect(() => {
    if (!data || !location.hash.startsWith("#post-")) return;
    const target = document.getElementById(location.hash.slice(1));
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [data, location.hash]);

  const command = (c: PostCommand) => {
    const { post } = c;
    if (c.kind === "quote") return setQuote(post);
    if (c.kind === "flag") return setFlagging(post.id);
    if (c.kind === "history") return setHistory(post.id);
    setBusyPost(post.id);
    const done = { onSettled: () => setBusyPost(null) };
    if (c.kind === "solution" || c.kind === "unsolution")
      return solution.mutate(
        { topicId: id, postId: c.kind === "solution" ? post.id : null },
        {
          ...done,
          onSuccess: () =>
            notify.success(t(c.kind === "solution" ? "forum_solution_marked" : "forum_solution_cleared")),
        },
      );
    moderate.mutate(
      { action: c.kind, postId: post.id },
      {
        ...done,
        onSuccess: () => {
          notify.success(t(`forum_done_${c.kind}`));
          if (c.kind === "delete" && data && post.id === data.posts[0]?.id && page === 1)
            void navigate(forumPaths.category(data.topic.categoryId));
        },
      },
    );
  };

  const posted = (answer: TForumPostedResponse) => {
    guard.settled();
    if (!data) return;
    const last = Math.max(1, Math.ceil((data.total + 1) / data.pageSize));
    void navigate(`${forumPaths.topic(id, last)}#post-${answer.postId}`, { replace: last === page });
  };

  if (query.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("forum_loading_topic")} role="status">
        <Skeleton height={36} width="70%" />
        <Skeleton height={140} />
        <Skeleton height={140} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        <ForumLoadError
          error={query.error}
          title={t("forum_topic_failed")}
          onRetry={() => void query.refetch()}
        />
        <Anchor component={Link} to={forumPaths.home}>
          {t("forum_back_to_forum")}
        </Anchor>
      </Stack>
    );
  const { topic, posts, participants } = data!;
  const names = participants.map((p) => p.name);
  const mentionable = participants.filter((p) => !p.me).map((p) => p.name);
  const pages = Math.max(1, Math.ceil(data!.total / data!.pageSize));
  return (
    <Stack gap="md" maw={960}>
      <Group gap="xs" component="nav" aria-label={t("forum_breadcrumb")}>
        <Anchor component={Link} to={forumPaths.home} size="sm">
          {t("area_forum")}
        </Anchor>
        <Text size="sm" c="dimmed" aria-hidden>
          /
        </Text>
        <Anchor component={Link} to={forumPaths.category(topic.categoryId)} size="sm">
          {topic.categoryTitle}
        </Anchor>
      </Group>
      <Stack gap={6}>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {topic.title}
        </Title>
        <TopicBadges pinned={topic.pinned} solved={topic.solved} locked={topic.locked} />
      </Stack>
      <TopicActions
        topic={topic}
        solution={{ onPage: posts.some((p) => p.id === topic.solutionPostId), page, pages }}
      />
      {held ? (
        <Alert color="yellow" variant="light" title={t("forum_held_notice_title")}>
          {t("forum_held_notice_body")}
        </Alert>
      ) : null}
      <VisuallyHidden component="h2">{t("forum_posts_heading")}</VisuallyHidden>
      <Stack gap="sm">
        {posts.map((post, index) => (
          <PostItem
            key={post.id}
            topic={topic}
            post={post}
            opening={page === 1 && index === 0}
            busy={busyPost === post.id}
            mentions={names}
            mentionable={mentionable}
            onCommand={command}
          />
        ))}
      </Stack>
      <LabelledPagination
        total={pages}
        value={page}
        onChange={(p) => void navigate(forumPaths.topic(id, p))}
        messagePrefix="forum_page"
      />
      {topic.canReply ? (
        <ReplyComposer
          topicId={topic.id}
          quote={quote}
          onClearQuote={() => setQuote(null)}
          onPosted={posted}
          mentionable={mentionable}
        />
      ) : (
        <Alert
          color="gray"
          variant="light"
          title={t(topic.locked ? "forum_locked_title" : "forum_no_reply_title")}
        >
          {t(topic.locked ? "forum_locked_body" : "forum_no_reply_body")}
        </Alert>
      )}
      <FlagDialog topicId={topic.id} postId={flagging} onClose={() => setFlagging(null)} />
      <PostHistoryDialog postId={history} onClose={() => setHistory(null)} />
      <LeaveDialog guard={guard} kind="unsaved" />
    </Stack>
  );
}
