import { Stack, Text, Title } from "@mantine/core";
import type { TBlogPostView } from "@fsm/contracts";
import { BlogImage } from "./blog-image";
import classes from "./post-article.module.css";
import { PostHtml } from "./post-html";
import { PostMeta } from "./post-meta";

/** A post as readers see it: blogview and blogpreview both render this, so the preview is exact. */
export function PostArticle({ post }: { post: TBlogPostView }) {
  return (
    <Stack component="article" gap="md" maw={760} data-testid="blog-post">
      <Title order={1}>{post.title}</Title>
      <PostMeta
        authorName={post.authorName}
        publishedAt={post.publishedAt}
        readingMinutes={post.readingMinutes}
        tags={post.tags}
      />
      {post.coverUrl ? <BlogImage src={post.coverUrl} alt="" cover /> : null}
      {post.excerpt ? (
        <Text size="lg" c="dimmed">
          {post.excerpt}
        </Text>
      ) : null}
      <div className={classes.body} data-testid="blog-post-body">
        <PostHtml html={post.bodyHtml} />
      </div>
    </Stack>
  );
}
