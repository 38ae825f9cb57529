import "../blog-messages";
import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { ErrorState } from "../../../lib/ui/states";
import { TintBadge } from "../../../lib/ui/tint-badge";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBlogPost } from "../api/get-blog-post";
import { blogPaths } from "../paths";
import { PostArticle } from "./post-article";

/** /app/blogview/:id: one published post, with its older and newer neighbours. */
export function PostViewPage() {
  const t = useMessage();
  const id = Number(useParams().id);
  const query = useBlogPost(id);
  usePageTitle(query.data?.title, t("area_blog"));
  if (query.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("blog_loading_post")} role="status">
        <Skeleton height={36} width="70%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        <ErrorState title={t("blog_post_failed")} error={query.error} next={t("blog_post_failed_next")} />
        <Anchor component={Link} to={blogPaths.list}>
          {t("blog_back_to_list")}
        </Anchor>
      </Stack>
    );
  const post = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Anchor component={Link} to={blogPaths.list}>
          {t("blog_back_to_list")}
        </Anchor>
        {post.canWrite ? (
          <Button component={Link} to={blogPaths.entry(post.id)} variant="default">
            {t("blog_edit_post")}
          </Button>
        ) : null}
      </Group>
      <PostArticle post={post} />
      {post.related.length ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="blog-related-title">
          <Title order={2} size="h4" id="blog-related-title" mb="xs">
            {t("blog_related_title")}
          </Title>
          <List spacing="xs" listStyleType="none">
            {post.related.map((topic) => (
              <List.Item key={topic.id}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={blogPaths.forumTopic(topic.id)}>
                    {topic.title}
                  </Anchor>
                  {topic.solved ? <TintBadge color="green">{t("blog_related_solved")}</TintBadge> : null}
                </Group>
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      <Group component="nav" aria-label={t("blog_more_posts")} justify="space-between" gap="md">
        {post.previous ? (
          <Anchor component={Link} to={blogPaths.view(post.previous.id)}>
            {t("blog_previous_post", { title: post.previous.title })}
          </Anchor>
        ) : (
          <span />
        )}
        {post.next ? (
          <Anchor component={Link} to={blogPaths.view(post.next.id)}>
            {t("blog_next_post", { title: post.next.title })}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
