import { useState } from "react";
import { Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import type { TBlogDraft, TBlogVersion } from "@fsm/contracts";
import { DateTime } from "../../../lib/format/date-time";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { TintBadge } from "../../../lib/ui/tint-badge";
import { useBlogHistoryAction, useBlogVersions } from "../api/blog-history";
import { VersionDiff, type DiffSide } from "./version-diff";

/** What a version is compared with: the one published before it, or the editor's working copy. */
type Against = "previous" | "draft";
const NOTHING: DiffSide = { title: "", bodyHtml: "" };

/**
 * The post's published versions (who, when, which one readers see), each comparable with the one
 * before it or with the working copy and restorable into the working copy, and taking a live post
 * off the blog. Nothing here deletes a version.
 */
export function PostHistory({ draft }: { draft: TBlogDraft }) {
  const t = useMessage();
  const versions = useBlogVersions(draft.id);
  const action = useBlogHistoryAction();
  const [asking, setAsking] = useState<TBlogVersion | "unpublish" | null>(null);
  const [comparing, setComparing] = useState<TBlogVersion | null>(null);
  const [against, setAgainst] = useState<Against>("previous");
  const live = draft.status !== "draft";
  const confirm = () => {
    if (!asking) return;
    action.mutate(
      asking === "unpublish"
        ? { kind: "unpublish", id: draft.id }
        : { kind: "restore", id: draft.id, versionId: asking.id },
      {
        onSuccess: () => {
          notify.success(t(asking === "unpublish" ? "blog_unpublished" : "blog_restored_version"));
          setAsking(null);
        },
      },
    );
  };
  if (!versions.data?.length) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="blog-history-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="blog-history-title">
            {t("blog_history_title")}
          </Title>
          {live ? (
            <Button variant="outline" color="red" size="xs" onClick={() => setAsking("unpublish")}>
              {t("blog_unpublish")}
            </Button>
          ) : null}
        </Group>
        {versions.data.map((v) => (
          <Group key={v.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t("blog_version_label", { version: v.version, title: v.title })}
              </Text>
              <Text size="sm" c="dimmed">
                {t("blog_version_by", { name: v.publishedBy })} <DateTime value={v.createdAt} />
              </Text>
            </Stack>
            <Group gap="xs">
              {v.current ? <TintBadge color="green">{t("blog_version_live")}</TintBadge> : null}
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setAgainst("previous");
                  setComparing(v);
                }}
              >
                {t("blog_version_compare", { version: v.version })}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(v)}>
                {t("blog_version_restore", { version: v.version })}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal
        opened={comparing !== null}
        onClose={() => setComparing(null)}
        title={t("blog_diff_title", { version: comparing?.version ?? 0 })}
        size="xl"
        centered
        closeButtonProps={{ "aria-label": t("app_close") }}
      >
        {comparing ? (
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t("blog_diff_against")}
              value={against}
              onChange={(value) => setAgainst(value as Against)}
              data={[
                { value: "previous", label: t("blog_diff_previous") },
                { value: "draft", label: t("blog_diff_draft") },
              ]}
            />
            <Text size="sm" c="dimmed">
              {t(against === "previous" ? "blog_diff_previous_help" : "blog_diff_draft_help", {
                version: comparing.version,
              })}
            </Text>
            {against === "previous" ? (
              <VersionDiff
                before={versions.data.find((v) => v.version === comparing.version - 1) ?? NOTHING}
                after={comparing}
              />
            ) : (
              <VersionDiff before={comparing} after={draft} />
            )}
          </Stack>
        ) : null}
      </Modal>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(asking === "unpublish" ? "blog_unpublish_title" : "blog_restore_title")}
        centered
        closeButtonProps={{ "aria-label": t("app_close") }}
      >
        <Text size="sm">
          {asking === "unpublish"
            ? t("blog_unpublish_body")
            : t(live ? "blog_restore_body_live" : "blog_restore_body", {
                version: asking?.version ?? 0,
              })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
            {t("blog_cancel")}
          </Button>
          <ProgressButton
            busy={action.isPending}
            color={asking === "unpublish" ? "red" : undefined}
            onClick={confirm}
          >
            {t(asking === "unpublish" ? "blog_unpublish" : "blog_restore_confirm")}
          </ProgressButton>
        </Group>
      </Modal>
    </Paper>
  );
}
