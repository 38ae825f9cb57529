import "../blog-messages";
import { useState } from "react";
import { Alert, Button, CopyButton, Group, Skeleton, Stack } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { ErrorState } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBlogPreview } from "../api/get-blog-preview";
import { usePublishBlogPost } from "../api/publish-blog-post";
import { blogPaths } from "../paths";
import { PostArticle } from "./post-article";
import { PrePublishDialog } from "./pre-publish-dialog";

/** /app/blogpreview?id=: the working copy exactly as readers will see it, shareable with other editors. */
export function PostPreviewPage() {
  const t = useMessage();
  const navigate = useNavigate();
  const raw = Number(useSearchParams()[0].get("id"));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const query = useBlogPreview(id);
  const publish = usePublishBlogPost();
  const [checking, setChecking] = useState(false);
  usePageTitle(t("area_blog_preview"), t("area_blog"));
  if (id === null)
    return (
      <Alert color="yellow" title={t("blog_preview_none_title")}>
        <Button component={Link} to={blogPaths.list} variant="default" mt="sm">
          {t("blog_back_to_list")}
        </Button>
      </Alert>
    );
  if (query.isPending) return <Skeleton height={240} role="status" aria-label={t("blog_loading_post")} />;
  if (query.isError)
    return <ErrorState title={t("blog_post_failed")} error={query.error} next={t("blog_post_failed_next")} />;
  const post = query.data;
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" title={t("blog_preview_banner_title")}>
        {t(post.status === "draft" ? "blog_preview_banner_draft" : "blog_preview_banner_live")}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={blogPaths.entry(post.id)} variant="default">
          {t("blog_back_to_editing")}
        </Button>
        <ProgressButton busy={publish.isPending} onClick={() => setChecking(true)}>
          {t("blog_publish_now")}
        </ProgressButton>
        <CopyButton value={window.location.href}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={() => {
                copy();
                notify.success(t("blog_link_copied"));
              }}
            >
              {t(copied ? "blog_link_copied_short" : "blog_copy_link")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <PrePublishDialog
        opened={checking}
        busy={publish.isPending}
        onClose={() => setChecking(false)}
        onPublish={() =>
          publish.mutate(
            { id: post.id },
            {
              onSuccess: () => {
                notify.success(t("blog_published"));
                void navigate(blogPaths.view(post.id));
              },
              onSettled: () => setChecking(false),
            },
          )
        }
        post={{ ...post, hasCover: post.coverUrl !== null }}
        when={t("blog_check_when_now")}
      />
      <PostArticle post={post} />
    </Stack>
  );
}
