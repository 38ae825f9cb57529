import "../blog-messages";
import { useMemo, useState } from "react";
import { Alert, Skeleton, Stack, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { ErrorState } from "../../../lib/ui/states";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBlogDraft } from "../api/get-blog-draft";
import { readSnapshot, startingContent } from "../hooks/draft-snapshot";
import { blogPaths } from "../paths";
import { PostEditor } from "./post-editor";
import { PostHistory } from "./post-history";

/** /app/blogentry(?id=): writing a new post or editing one (editors). */
export function BlogEntryPage() {
  const t = useMessage();
  const [params] = useSearchParams();
  const raw = Number(params.get("id"));
  // The id the page opened with; a new post's first save adds ?id= without reopening the editor.
  const [openedId] = useState(() => (Number.isInteger(raw) && raw > 0 ? raw : null));
  const query = useBlogDraft(openedId);
  usePageTitle(t(openedId === null ? "blog_new_post" : "blog_edit_post"), t("area_blog"));
  const start = useMemo(() => {
    if (openedId !== null && !query.data) return null;
    const server = query.data
      ? {
          content: {
            title: query.data.title,
            excerpt: query.data.excerpt,
            tags: query.data.tags,
            coverFileId: query.data.coverFileId,
            bodyHtml: query.data.bodyHtml,
            audience: query.data.audience,
          },
          updatedAt: Date.parse(query.data.draftUpdatedAt),
        }
      : null;
    return startingContent(server, readSnapshot(openedId));
  }, [openedId, query.data]);

  return (
    <Stack gap="md">
      <Title order={1}>{t(openedId === null ? "blog_new_post" : "blog_edit_post")}</Title>
      {query.isError ? (
        <ErrorState title={t("blog_draft_failed")} error={query.error} next={t("blog_post_failed_next")} />
      ) : !start ? (
        <Stack gap="sm" aria-busy="true" aria-label={t("blog_loading_post")} role="status">
          <Skeleton height={36} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <>
          {start.restored ? (
            <Alert color="yellow" variant="light" title={t("blog_restored_title")}>
              {t("blog_restored_body")}
            </Alert>
          ) : null}
          <PostEditor
            // A restored version (or any change of the server's working copy) reopens the editor on it.
            key={query.data?.draftRevision ?? 0}
            postId={openedId}
            draft={query.data ?? null}
            initial={start.content}
            unsaved={start.restored}
            listPath={blogPaths.list}
          />
          {query.data ? <PostHistory draft={query.data} /> : null}
        </>
      )}
    </Stack>
  );
}
