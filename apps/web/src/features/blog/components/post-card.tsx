import { Card, Stack, Text, Title } from "@mantine/core";
import type { TBlogPostSummary } from "@fsm/contracts";
import { Link } from "react-router";
import { blogPaths } from "../paths";
import { BlogImage } from "./blog-image";
import classes from "./post-card.module.css";
import { PostMeta } from "./post-meta";

/** One post in the list: cover, title (the link), excerpt, author, date, reading time, tags. */
export function PostCard({ post }: { post: TBlogPostSummary }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      {post.coverUrl ? (
        <Card.Section mb="sm">
          <BlogImage src={post.coverUrl} alt="" cover />
        </Card.Section>
      ) : null}
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Link to={blogPaths.view(post.id)} className={classes.link}>
            {post.title}
          </Link>
        </Title>
        {post.excerpt ? (
          <Text size="sm" lineClamp={3}>
            {post.excerpt}
          </Text>
        ) : null}
        <PostMeta
          authorName={post.authorName}
          publishedAt={post.publishedAt}
          readingMinutes={post.readingMinutes}
          tags={post.tags}
        />
      </Stack>
    </Card>
  );
}
