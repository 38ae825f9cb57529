import { Card, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { TForumTopicSummary } from "@fsm/contracts";
import { Link } from "react-router";
import { DateTime } from "../../../lib/format/date-time";
import { useSearchParamsUpdate } from "../../../lib/navigation/use-search-params-update";
import { LabelledPagination } from "../../../lib/ui/labelled-pagination";
import { useMessage } from "../../../lib/messages/use-message";
import { FORUM_PAGE_SIZE } from "../api/get-forum-topics";
import { forumPaths } from "../paths";
import classes from "./forum.module.css";
import { TopicBadges } from "./topic-badges";

/** Below 48em (768 px) lists are cards (UX "Lists on phones"). */
export const PHONE_QUERY = "(max-width: 47.99em)";

/** Topics as a table on wide screens and as cards on a phone; the title is the link. */
export function TopicList({ topics, label }: { topics: TForumTopicSummary[]; label: string }) {
  const t = useMessage();
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  if (phone)
    return (
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: "none" }}>
        {topics.map((topic) => (
          <Card key={topic.id} withBorder padding="sm" radius="md" component="li" data-testid="forum-topic">
            <Stack gap={6}>
              <Link to={forumPaths.topic(topic.id)} className={classes.titleLink}>
                {topic.title}
              </Link>
              <TopicBadges pinned={topic.pinned} solved={topic.solved} locked={topic.locked} />
              {topic.excerpt ? (
                <Text size="sm" c="dimmed" lineClamp={2} className={classes.excerpt}>
                  {topic.excerpt}
                </Text>
              ) : null}
              <Group gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t("forum_by_author", { name: topic.authorName })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("forum_reply_count", { count: topic.replyCount })}
                </Text>
                <Text size="sm" c="dimmed">
                  <DateTime value={topic.lastActivityAt} />
                </Text>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table verticalSpacing="sm" aria-label={label} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("forum_col_topic")}</Table.Th>
          <Table.Th w={110} ta="end">
            {t("forum_col_replies")}
          </Table.Th>
          <Table.Th w={200}>{t("forum_col_activity")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {topics.map((topic) => (
          <Table.Tr key={topic.id} data-testid="forum-topic">
            <Table.Td>
              <Stack gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Link to={forumPaths.topic(topic.id)} className={classes.titleLink}>
                    {topic.title}
                  </Link>
                  <TopicBadges pinned={topic.pinned} solved={topic.solved} locked={topic.locked} />
                </Group>
                {topic.excerpt ? (
                  <Text size="sm" c="dimmed" lineClamp={1} className={classes.excerpt}>
                    {topic.excerpt}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {t("forum_by_author", { name: topic.authorName })}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td ta="end">{topic.replyCount}</Table.Td>
            <Table.Td>
              <DateTime value={topic.lastActivityAt} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One page of topics (a category's, or a search's): how many in all, the list, and the pages, the
 * page kept in the URL's `page` (none for the first).
 */
export function PagedTopicList({
  result,
  page,
  label,
}: {
  result: { total: number; items: TForumTopicSummary[] };
  page: number;
  label: string;
}) {
  const t = useMessage();
  const [, update] = useSearchParamsUpdate();
  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        {t("forum_topic_count", { count: result.total })}
      </Text>
      <TopicList topics={result.items} label={label} />
      <LabelledPagination
        total={Math.ceil(result.total / FORUM_PAGE_SIZE)}
        value={page}
        onChange={(p) => update({ page: p === 1 ? "" : String(p) })}
        messagePrefix="forum_page"
      />
    </>
  );
}
