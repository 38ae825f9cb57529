import "../forum-messages";
import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { useSearchParamsUpdate } from "../../../lib/navigation/use-search-params-update";
import { EmptyState, ListSkeleton } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { useForumTopics, type ForumTopicFilter } from "../api/get-forum-topics";
import { forumPaths } from "../paths";
import { ForumLoadError } from "./forum-states";
import { PagedTopicList } from "./topic-list";

const FILTERS: ForumTopicFilter[] = ["all", "unsolved", "solved"];

/** /app/forumCat/:cat: a category's topics, pinned first, then by latest activity; filter and page in the URL. */
export function CategoryPage() {
  const t = useMessage();
  const categoryId = Number(useParams().cat);
  const [params, update] = useSearchParamsUpdate();
  const raw = params.get("filter") as ForumTopicFilter | null;
  const filter: ForumTopicFilter = raw && FILTERS.includes(raw) ? raw : "all";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useForumTopics({ category: categoryId, filter, page });
  const category = query.data?.category ?? null;
  usePageTitle(category?.title, t("area_forum"));

  if (query.isError)
    return (
      <Stack gap="md">
        <ForumLoadError
          error={query.error}
          title={t("forum_topics_failed")}
          onRetry={() => void query.refetch()}
        />
        <Anchor component={Link} to={forumPaths.home}>
          {t("forum_back_to_forum")}
        </Anchor>
      </Stack>
    );
  const data = query.data;
  const newTopic = (
    <Button component={Link} to={forumPaths.create(categoryId)}>
      {t("forum_new_topic")}
    </Button>
  );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={forumPaths.home} size="sm">
        {t("forum_back_to_forum")}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1}>{category?.title ?? t("area_forum_category")}</Title>
          {category?.description ? <Text c="dimmed">{category.description}</Text> : null}
        </Stack>
        {newTopic}
      </Group>
      <SegmentedControl
        aria-label={t("forum_filter_label")}
        value={filter}
        onChange={(value) => update({ filter: value === "all" ? "" : value, page: "" })}
        data={FILTERS.map((f) => ({ value: f, label: t(`forum_filter_${f}`) }))}
        style={{ alignSelf: "flex-start" }}
      />
      {query.isPending ? (
        <ListSkeleton label={t("forum_loading_topics")} cards rows={4} />
      ) : data!.items.length === 0 ? (
        filter !== "all" ? (
          <EmptyState title={t("forum_filter_empty_title")} body={t("forum_filter_empty_body")} />
        ) : (
          <EmptyState
            title={t("forum_category_empty_title")}
            body={t("forum_category_empty_body")}
            action={newTopic}
          />
        )
      ) : (
        <PagedTopicList
          result={data!}
          page={page}
          label={t("forum_topics_label", { category: category?.title ?? "" })}
        />
      )}
    </Stack>
  );
}
