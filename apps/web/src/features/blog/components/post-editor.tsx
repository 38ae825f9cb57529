import { lazy, Suspense, useState } from "react";
import {
  Button,
  FileButton,
  Group,
  Input,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { blogImageUrl, type TBlogDraft } from "@fsm/contracts";
import { useNavigate, useSearchParams } from "react-router";
import { dateDisplay } from "../../../lib/format/dates";
import { useMessage } from "../../../lib/messages/use-message";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useLeaveGuard } from "../../../lib/navigation/use-leave-guard";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { usePublishBlogPost } from "../api/publish-blog-post";
import { uploadBlogImage } from "../api/upload-blog-image";
import type { DraftContent } from "../hooks/draft-snapshot";
import { useDraftAutosave, type SaveState } from "../hooks/use-draft-autosave";
import { blogPaths } from "../paths";
import { AudienceField } from "./audience-field";
import { BlogImage } from "./blog-image";
import { PrePublishDialog } from "./pre-publish-dialog";

// TipTap and its toolbar are their own chunk: the post's fields are usable while it loads.
const BodyEditor = lazy(() =>
  import("../../../lib/rich-text/blog-body-editor").then((m) => ({ default: m.BlogBodyEditor })),
);

/** The image types the server keeps (SVG can carry script, so it is not one of them). */
const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";

/** Images in the body: uploaded as the cover is, stored as the post's own image address. */
const BODY_IMAGES = {
  upload: async (file: File) => blogImageUrl(await uploadBlogImage(file)),
  View: BlogImage,
  accept: IMAGE_ACCEPT,
};

const STATE_KEY: Record<SaveState, string> = {
  saved: "blog_state_saved",
  pending: "blog_state_pending",
  saving: "blog_state_saving",
  failed: "blog_state_failed",
  conflict: "blog_state_conflict",
};

/** The post's fields and body; saves itself (browser at once, server after a pause), previews, publishes. */
export function PostEditor(props: {
  postId: number | null;
  draft: TBlogDraft | null;
  initial: DraftContent;
  unsaved: boolean;
  listPath: string;
}) {
  const t = useMessage();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const draft = useDraftAutosave({
    postId: props.postId,
    revision: props.draft?.draftRevision ?? null,
    initial: props.initial,
    unsaved: props.unsaved,
    onCreated: (id) => setParams({ id: String(id) }, { replace: true }),
  });
  const { content, change } = draft;
  const guard = useLeaveGuard({
    when: draft.state !== "saved",
    allows: (next) => next.pathname.endsWith("/blogentry"),
  });
  const publish = usePublishBlogPost();
  const [uploading, setUploading] = useState(false);
  const [scheduleAt, setScheduleAt] = useState("");
  const [busy, setBusy] = useState<"preview" | "publish" | null>(null);
  const [checking, setChecking] = useState(false);
  const titleMissing = content.title.trim() === "";

  const saved = async (): Promise<number | null> => {
    const id = await draft.flush();
    if (id === null) notify.error(t("blog_state_failed"));
    return id;
  };
  const preview = async () => {
    setBusy("preview");
    const id = await saved();
    setBusy(null);
    if (id !== null) void navigate(blogPaths.preview(id));
  };
  const publishNow = async () => {
    setBusy("publish");
    try {
      const id = await saved();
      if (id === null) return;
      const at = scheduleAt ? new Date(scheduleAt).toISOString() : undefined;
      const result = await publish.mutateAsync({ id, publishAt: at });
      notify.success(t(result.status === "scheduled" ? "blog_scheduled" : "blog_published"));
      guard.release();
      void navigate(result.status === "scheduled" ? props.listPath : blogPaths.view(id));
    } finally {
      setBusy(null);
    }
  };
  const chooseCover = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      change({ coverFileId: await uploadBlogImage(file) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="md" maw={900}>
      <Text
        size="sm"
        c={draft.state === "failed" || draft.state === "conflict" ? "red" : "dimmed"}
        role="status"
        aria-live="polite"
        data-testid="blog-save-state"
      >
        {t(STATE_KEY[draft.state])}
      </Text>
      <TextInput
        label={t("blog_title_label")}
        required
        value={content.title}
        onChange={(e) => change({ title: e.currentTarget.value })}
        maxLength={200}
      />
      <Textarea
        label={t("blog_excerpt_label")}
        description={t("blog_excerpt_help")}
        value={content.excerpt}
        onChange={(e) => change({ excerpt: e.currentTarget.value })}
        maxLength={500}
        autosize
        minRows={2}
      />
      <TagsInput
        label={t("blog_tags_input_label")}
        description={t("blog_tags_input_help")}
        value={content.tags}
        onChange={(tags) => change({ tags })}
        maxTags={10}
        clearable
      />
      <Input.Wrapper label={t("blog_cover_label")} description={t("blog_cover_help")}>
        <Group gap="sm" mt={4} align="flex-start">
          {content.coverFileId ? (
            <div style={{ width: 200 }}>
              <BlogImage src={blogImageUrl(content.coverFileId)} alt={t("blog_cover_alt")} cover />
            </div>
          ) : null}
          <FileButton onChange={(f) => void chooseCover(f)} accept={IMAGE_ACCEPT}>
            {(p) => (
              <ProgressButton {...p} busy={uploading} variant="default">
                {t(content.coverFileId ? "blog_cover_replace" : "blog_cover_choose")}
              </ProgressButton>
            )}
          </FileButton>
          {content.coverFileId ? (
            <Button variant="subtle" color="red" onClick={() => change({ coverFileId: null })}>
              {t("blog_cover_remove")}
            </Button>
          ) : null}
        </Group>
      </Input.Wrapper>
      <Input.Wrapper label={t("blog_body_label")} component="div">
        <Suspense fallback={<Skeleton height={240} role="status" aria-label={t("blog_loading_editor")} />}>
          <BodyEditor
            initialHtml={content.bodyHtml}
            onChange={(bodyHtml) => change({ bodyHtml })}
            label={t("blog_body_label")}
            images={BODY_IMAGES}
          />
        </Suspense>
      </Input.Wrapper>
      <AudienceField value={content.audience} onChange={(audience) => change({ audience })} />
      <TextInput
        type="datetime-local"
        label={t("blog_schedule_label")}
        description={t("blog_schedule_help")}
        value={scheduleAt}
        onChange={(e) => setScheduleAt(e.currentTarget.value)}
        maw={320}
      />
      <Group gap="sm" justify="flex-end">
        {draft.state === "failed" ? (
          <Button variant="subtle" onClick={draft.retry}>
            {t("blog_save_retry")}
          </Button>
        ) : null}
        <ProgressButton
          variant="default"
          busy={busy === "preview"}
          disabled={busy !== null}
          onClick={() => void preview()}
        >
          {t("blog_preview")}
        </ProgressButton>
        <ProgressButton
          busy={busy === "publish"}
          disabled={busy !== null || titleMissing}
          onClick={() => setChecking(true)}
        >
          {t(scheduleAt ? "blog_schedule" : "blog_publish_now")}
        </ProgressButton>
      </Group>
      <PrePublishDialog
        opened={checking}
        busy={busy === "publish"}
        onClose={() => setChecking(false)}
        onPublish={() => void publishNow().finally(() => setChecking(false))}
        post={{ ...content, hasCover: content.coverFileId !== null }}
        audience={
          content.audience.all
            ? t("blog_audience_all")
            : t("blog_check_audience_chosen", {
                roles: content.audience.roles.length,
                companies: content.audience.companyIds.length,
              })
        }
        when={
          scheduleAt
            ? t("blog_check_when_at", { at: dateDisplay(scheduleAt, { relative: false }).text })
            : t("blog_check_when_now")
        }
      />
      <LeaveDialog guard={guard} kind="unsaved" />
    </Stack>
  );
}
