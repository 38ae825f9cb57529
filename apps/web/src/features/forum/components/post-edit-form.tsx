import { lazy, Suspense, useState } from "react";
import { Button, Group, Skeleton, Stack } from "@mantine/core";
import type { TForumPost } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useEditForumPost } from "../api/edit-forum-post";
import { hasText } from "../hooks/topic-draft";
import { useMentionInsert } from "../hooks/use-mention-insert";
import { MentionMenu } from "./mention-menu";

const BodyEditor = lazy(() =>
  import("../../../lib/rich-text/body-editor").then((m) => ({ default: m.BodyEditor })),
);

/** The author changes their own post in place; the earlier text joins its history. */
export function PostEditForm({
  topicId,
  post,
  onDone,
  mentionable = [],
}: {
  topicId: number;
  post: TForumPost;
  onDone: () => void;
  /** The participants the post may mention (the caller left out). */
  mentionable?: readonly string[];
}) {
  const t = useMessage();
  const { onEditor, insert } = useMentionInsert();
  const edit = useEditForumPost(topicId);
  const [html, setHtml] = useState(post.bodyHtml);
  useReportUnsaved(html !== post.bodyHtml);
  return (
    <Stack gap="sm">
      <Suspense fallback={<Skeleton height={160} role="status" aria-label={t("forum_loading_editor")} />}>
        <BodyEditor
          initialHtml={post.bodyHtml}
          onChange={setHtml}
          toolbar="trimmed"
          label={t("forum_edit_label")}
          autoFocus
          onEditor={onEditor}
        />
      </Suspense>
      <Group gap="sm" justify="flex-end">
        <MentionMenu names={mentionable} onPick={insert} />
        <Button variant="default" onClick={onDone} ml="auto">
          {t("forum_cancel")}
        </Button>
        <ProgressButton
          busy={edit.isPending}
          disabled={!hasText(html) || html === post.bodyHtml}
          onClick={() =>
            edit.mutate(
              { postId: post.id, bodyHtml: html },
              {
                onSuccess: () => {
                  notify.success(t("forum_post_saved"));
                  onDone();
                },
              },
            )
          }
        >
          {t("forum_save")}
        </ProgressButton>
      </Group>
    </Stack>
  );
}
