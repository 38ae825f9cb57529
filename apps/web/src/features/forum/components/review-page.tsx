import "../forum-messages";
import { Anchor, Badge, Group, SegmentedControl, Stack, Tabs, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { UnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { ListSkeleton } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { useForumReviewQueue, type ReviewStatus } from "../api/get-forum-review-queue";
import { forumPaths } from "../paths";
import { ForumLoadError } from "./forum-states";
import { ModerationLog } from "./moderation-log";
import { ModerationSettings } from "./moderation-settings";
import { ReviewQueue } from "./review-queue";

const TABS = ["queue", "log", "settings"] as const;
type Tab = (typeof TABS)[number];

/** /app/group/review: the moderators' one queue of held and flagged posts, the log with undo, the settings. */
export function ReviewPage() {
  const t = useMessage();
  usePageTitle(t("forum_review_title"), t("area_forum"));
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab") as Tab | null;
  const tab: Tab = raw && TABS.includes(raw) ? raw : "queue";
  const status: ReviewStatus = params.get("status") === "resolved" ? "resolved" : "pending";
  const queue = useForumReviewQueue();
  const resolved = useForumReviewQueue("resolved", status === "resolved");
  // Everyone else gets the no-access page: the queue answers 403 to people who do not moderate.
  if (queue.isError)
    return (
      <ForumLoadError
        error={queue.error}
        title={t("forum_review_failed")}
        area={t("forum_review_title")}
        onRetry={() => void queue.refetch()}
      />
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={forumPaths.home} size="sm">
        {t("forum_back_to_forum")}
      </Anchor>
      <Title order={1}>{t("forum_review_title")}</Title>
      {queue.isPending ? (
        <ListSkeleton label={t("forum_review_loading")} cards rows={3} />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== "queue" ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="queue">
              <Group gap={6} wrap="nowrap">
                {t("forum_tab_queue")}
                <Badge size="sm" variant="filled" color="dark" circle={queue.data.length < 10}>
                  {queue.data.length}
                </Badge>
              </Group>
            </Tabs.Tab>
            <Tabs.Tab value="log">{t("forum_tab_log")}</Tabs.Tab>
            <Tabs.Tab value="settings">{t("forum_tab_settings")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="queue" pt="md">
            <Stack gap="md">
              <SegmentedControl
                aria-label={t("forum_review_show")}
                value={status}
                onChange={(value) =>
                  setParams(value === "resolved" ? { status: value } : {}, { replace: true })
                }
                data={[
                  { value: "pending", label: t("forum_review_pending") },
                  { value: "resolved", label: t("forum_review_resolved") },
                ]}
                style={{ alignSelf: "flex-start" }}
              />
              {status === "pending" ? (
                <ReviewQueue items={queue.data} status="pending" />
              ) : resolved.isError ? (
                <ForumLoadError
                  error={resolved.error}
                  title={t("forum_review_failed")}
                  onRetry={() => void resolved.refetch()}
                />
              ) : resolved.isPending ? (
                <ListSkeleton label={t("forum_review_loading")} cards rows={3} />
              ) : (
                <ReviewQueue items={resolved.data} status="resolved" />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="log" pt="md">
            <ModerationLog />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <ModerationSettings />
          </Tabs.Panel>
        </Tabs>
      )}
      <UnsavedChangesGuard />
    </Stack>
  );
}
