import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { useForumSimilar } from "../api/get-forum-similar";
import { forumPaths } from "../paths";
import { TintBadge } from "../../../lib/ui/tint-badge";

/**
 * Topics and blog posts like the title being typed (asked once typing pauses), so an answer that
 * exists is found before a new topic is written. The links open in the same tab: the draft is kept.
 */
export function SimilarTopics({ title }: { title: string }) {
  const t = useMessage();
  const query = useForumSimilar(title);
  const data = title.length >= 3 ? query.data : undefined;
  const found = data ? data.topics.length + data.posts.length : 0;
  return (
    <div aria-live="polite">
      {found > 0 ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="forum-similar-title">
          <Stack gap="xs">
            <Title order={2} size="h5" id="forum-similar-title">
              {t("forum_similar_title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("forum_similar_help")}
            </Text>
            <List spacing={4} size="sm" listStyleType="none" p={0}>
              {data!.topics.map((topic) => (
                <List.Item key={`t${topic.id}`}>
                  <Anchor component={Link} to={forumPaths.topic(topic.id)} size="sm">
                    {topic.title}
                  </Anchor>{" "}
                  {topic.solved ? <TintBadge color="green">{t("forum_badge_solved")}</TintBadge> : null}
                </List.Item>
              ))}
              {data!.posts.map((post) => (
                <List.Item key={`p${post.id}`}>
                  <Anchor component={Link} to={forumPaths.blogPost(post.id)} size="sm">
                    {post.title}
                  </Anchor>{" "}
                  <TintBadge color="gray">{t("forum_similar_blog")}</TintBadge>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ) : null}
    </div>
  );
}
