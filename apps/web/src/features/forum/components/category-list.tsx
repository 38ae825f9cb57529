import { useEffect, useState } from "react";
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import type { TForumCategory } from "@fsm/contracts";
import { Link } from "react-router";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { useOrderForumCategories } from "../api/order-forum-categories";
import { forumPaths } from "../paths";
import classes from "./forum.module.css";

/** The categories in their order: counts and the latest activity; moderators edit and reorder them. */
export function CategoryList({
  categories,
  canModerate,
  onEdit,
}: {
  categories: TForumCategory[];
  canModerate: boolean;
  onEdit: (category: TForumCategory) => void;
}) {
  const t = useMessage();
  const order = useOrderForumCategories();
  // The moved category's button keeps the focus, wherever the category lands.
  const [refocus, setRefocus] = useState<{ id: number; direction: "up" | "down" } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const wanted = document.getElementById(
      `forum-cat-${refocus.id}-${refocus.direction}`,
    ) as HTMLButtonElement | null;
    const other = document.getElementById(
      `forum-cat-${refocus.id}-${refocus.direction === "up" ? "down" : "up"}`,
    ) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [refocus, categories]);

  const move = (index: number, direction: "up" | "down") => {
    const ids = categories.map((c) => c.id);
    const to = direction === "up" ? index - 1 : index + 1;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    setRefocus({ id: categories[index]!.id, direction });
    order.mutate(ids);
  };

  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t("forum_categories_label")}
      p={0}
      m={0}
      style={{ listStyle: "none" }}
    >
      {categories.map((category, index) => (
        <Paper key={category.id} withBorder radius="md" p="md" component="li" data-testid="forum-category">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Title order={2} size="h4">
                <Link to={forumPaths.category(category.id)} className={classes.titleLink}>
                  {category.title}
                </Link>
              </Title>
              {category.description ? (
                <Text size="sm" c="dimmed" className={classes.excerpt}>
                  {category.description}
                </Text>
              ) : null}
              <Text size="sm">
                {t("forum_category_counts", { topics: category.topicCount, replies: category.replyCount })}
              </Text>
              {category.latest ? (
                <Text size="sm" c="dimmed" className={classes.excerpt}>
                  {t("forum_latest_label")}{" "}
                  {/* Underlined: inside a line of text a link must not differ by colour alone. */}
                  <Anchor
                    component={Link}
                    to={forumPaths.topic(category.latest.topicId)}
                    size="sm"
                    underline="always"
                  >
                    {category.latest.title}
                  </Anchor>{" "}
                  {t("forum_by_author", { name: category.latest.authorName })}{" "}
                  <DateTime value={category.latest.at} />
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("forum_category_no_topics")}
                </Text>
              )}
            </Stack>
            {canModerate ? (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  id={`forum-cat-${category.id}-up`}
                  variant="default"
                  size="lg"
                  aria-label={t("forum_move_up", { title: category.title })}
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, "up")}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  id={`forum-cat-${category.id}-down`}
                  variant="default"
                  size="lg"
                  aria-label={t("forum_move_down", { title: category.title })}
                  disabled={index === categories.length - 1 || order.isPending}
                  onClick={() => move(index, "down")}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <Button
                  variant="default"
                  size="xs"
                  h={34}
                  onClick={() => onEdit(category)}
                  aria-label={t("forum_edit_category_named", { title: category.title })}
                >
                  {t("forum_edit")}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
