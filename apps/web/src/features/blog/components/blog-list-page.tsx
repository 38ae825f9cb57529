import "../blog-messages";
import { useState } from "react";
import { useDebouncedValue } from "@mantine/hooks";
import { Button, Chip, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { useSearchParamsUpdate } from "../../../lib/navigation/use-search-params-update";
import { LabelledPagination } from "../../../lib/ui/labelled-pagination";
import { SearchBox } from "../../../lib/ui/search-box";
import { hasStatus } from "../../../lib/api-error";
import { EmptyState, ErrorState, ListSkeleton, NoAccessState } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { BLOG_PAGE_SIZE, useBlogPosts } from "../api/get-blog-posts";
import { blogPaths } from "../paths";
import { PostCard } from "./post-card";

/** /app/blog: published posts, newest first, with search, a tag filter and pages (state in the URL). */
export function BlogListPage() {
  const t = useMessage();
  usePageTitle(t("area_blog"));
  const [params, update] = useSearchParamsUpdate();
  const tag = params.get("tag") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useBlogPosts({ search: debounced, tag, page });
  const data = query.data;
  const pages = data ? Math.ceil(data.total / BLOG_PAGE_SIZE) : 0;
  // An account without blog access: the page names the area, not a failed load to retry.
  if (hasStatus(query.error, 403)) return <NoAccessState area={t("area_blog")} home="/app/dashboard" />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t("area_blog")}</Title>
        {data?.canWrite ? (
          <Group gap="xs">
            <Button component={Link} to={blogPaths.entry()}>
              {t("blog_write_post")}
            </Button>
          </Group>
        ) : null}
      </Group>
      <SearchBox
        label={t("blog_search_label")}
        placeholder={t("blog_search_placeholder")}
        value={search}
        onChange={(value) => {
          setSearch(value);
          update({ q: value, page: "" });
        }}
      />
      {data && data.tags.length ? (
        <Chip.Group
          value={tag}
          onChange={(value) => update({ tag: value === tag ? "" : String(value), page: "" })}
        >
          <Group gap="xs" role="group" aria-label={t("blog_tags_label")}>
            <Chip value="" size="sm" onClick={() => update({ tag: "", page: "" })}>
              {t("blog_all_tags")}
            </Chip>
            {data.tags.map((x) => (
              <Chip key={x.tag} value={x.tag} size="sm">
                {t("blog_tag_count", { tag: x.tag, count: x.count })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {query.isPending ? (
        <ListSkeleton label={t("blog_loading")} cards rows={3} />
      ) : query.isError ? (
        <ErrorState
          title={t("blog_load_failed")}
          error={query.error}
          next={t("blog_load_next")}
          onRetry={() => void query.refetch()}
        />
      ) : data!.items.length === 0 ? (
        debounced || tag ? (
          <EmptyState title={t("blog_no_match_title")} body={t("blog_no_match_body")} />
        ) : (
          <EmptyState
            title={t("blog_empty_title")}
            body={t(data!.canWrite ? "blog_empty_body_editor" : "blog_empty_body")}
            action={
              data!.canWrite ? (
                <Button component={Link} to={blogPaths.entry()}>
                  {t("blog_write_post")}
                </Button>
              ) : undefined
            }
          />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t("blog_count", { count: data!.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data!.items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
          <LabelledPagination
            total={pages}
            value={page}
            onChange={(p) => update({ page: p === 1 ? "" : String(p) })}
            messagePrefix="blog_page"
          />
        </>
      )}
    </Stack>
  );
}
