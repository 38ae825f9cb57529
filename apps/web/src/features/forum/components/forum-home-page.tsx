import "../forum-messages";
import { useState } from "react";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { useSearchParamsUpdate } from "../../../lib/navigation/use-search-params-update";
import { SearchBox } from "../../../lib/ui/search-box";
import { EmptyState, ListSkeleton } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { useForumCategories } from "../api/get-forum-categories";
import { useForumTopics } from "../api/get-forum-topics";
import { forumPaths } from "../paths";
import { CategoryDialog, type CategoryDialogTarget } from "./category-dialog";
import { CategoryList } from "./category-list";
import { ForumLoadError } from "./forum-states";
import { PagedTopicList } from "./topic-list";

/** /app/group: the categories with their counts and latest activity, and a search across topics. */
export function ForumHomePage() {
  const t = useMessage();
  usePageTitle(t("area_forum"));
  const [params, update] = useSearchParamsUpdate();
  const [search, setSearch] = useState(params.get("q") ?? "");
  const [searching] = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const categories = useForumCategories();
  const results = useForumTopics({ search: searching, filter: "all", page }, searching !== "");
  const [editing, setEditing] = useState<CategoryDialogTarget | null>(null);
  const data = categories.data;

  if (categories.isError)
    return (
      <ForumLoadError
        error={categories.error}
        title={t("forum_categories_failed")}
        onRetry={() => void categories.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t("area_forum")}</Title>
        {data?.canModerate ? (
          <Group gap="xs">
            <Button component={Link} to={forumPaths.review} variant="default">
              {t("forum_review_link", { count: data.pendingReviews })}
            </Button>
            <Button onClick={() => setEditing("new")}>{t("forum_new_category")}</Button>
          </Group>
        ) : null}
      </Group>
      <SearchBox
        label={t("forum_search_label")}
        placeholder={t("forum_search_placeholder")}
        value={search}
        onChange={(value) => {
          setSearch(value);
          update({ q: value, page: "" });
        }}
      />
      {searching ? (
        <Stack gap="sm" component="section" aria-labelledby="forum-results-title">
          <Title order={2} size="h3" id="forum-results-title">
            {t("forum_search_results")}
          </Title>
          {results.isPending ? (
            <ListSkeleton label={t("forum_loading_topics")} cards rows={3} />
          ) : results.isError ? (
            <ForumLoadError
              error={results.error}
              title={t("forum_topics_failed")}
              onRetry={() => void results.refetch()}
            />
          ) : results.data.items.length === 0 ? (
            <EmptyState title={t("forum_no_match_title")} body={t("forum_no_match_body")} />
          ) : (
            <PagedTopicList result={results.data} page={page} label={t("forum_search_results")} />
          )}
        </Stack>
      ) : categories.isPending ? (
        <ListSkeleton label={t("forum_loading_categories")} cards rows={3} />
      ) : data!.categories.length === 0 ? (
        <EmptyState
          title={t("forum_empty_title")}
          body={t(data!.canModerate ? "forum_empty_body_moderator" : "forum_empty_body")}
          action={
            data!.canModerate ? (
              <Button onClick={() => setEditing("new")}>{t("forum_new_category")}</Button>
            ) : undefined
          }
        />
      ) : (
        <CategoryList
          categories={data!.categories}
          canModerate={data!.canModerate}
          onEdit={(category) => setEditing(category)}
        />
      )}
      <CategoryDialog target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
