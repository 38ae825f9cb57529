import { Badge, Group, Text } from "@mantine/core";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";

/** Author, date, reading time and tags: the same line on a card and above a post. */
export function PostMeta({
  authorName,
  publishedAt,
  readingMinutes,
  tags,
  focusable = true,
}: {
  authorName: string;
  publishedAt: string;
  readingMinutes: number;
  tags: string[];
  focusable?: boolean;
}) {
  const t = useMessage();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {authorName ? t("blog_by_author", { name: authorName }) : null}
      </Text>
      <Text size="sm" c="dimmed">
        {/* A publication date is a day, as in print: no time, and not "3 days ago" (UX.md). */}
        <DateTime value={publishedAt} dayOfInstant focusable={focusable} />
      </Text>
      <Text size="sm" c="dimmed">
        {t("blog_reading_time", { minutes: readingMinutes })}
      </Text>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray" size="sm">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
