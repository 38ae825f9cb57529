import { Badge, Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import { UnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import type { AnyDocumentEditor } from "../editor-types";
import { BackstopOffer } from "./backstop-offer";
import { DiscardDialog } from "./discard-dialog";
import { PublishDialog, type PublishReview } from "./publish-dialog";
import { SaveStateText } from "./save-state-text";

/**
 * A studio page's document actions: undo, redo, the save state in words, publish, discard,
 * revisions. It also carries the page's leave guard (the editor reports unsaved edits to it).
 */
export function EditorToolbar({
  editor,
  onOpenRevisions,
  publishReview,
  onPublished,
}: {
  editor: AnyDocumentEditor;
  onOpenRevisions(): void;
  /** What the publish dialog shows of the changes (default: by JSON pointer). */
  publishReview?: PublishReview;
  /** After a publish (the page refreshes what lists the document). */
  onPublished?(): void;
}) {
  const t = useMessage();
  const [asking, setAsking] = useState<"publish" | "discard" | null>(null);
  const ready = editor.status === "ready";
  const hasDraft = editor.dirty || editor.saveState !== "idle";
  return (
    <Stack gap="xs">
      <Group role="group" aria-label={t("studio_toolbar_label")} gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="sm"
          onClick={editor.undo}
          disabled={!editor.canUndo}
          title={t("studio_undo_hint")}
        >
          {t("studio_undo")}
        </Button>
        <Button
          variant="default"
          size="sm"
          onClick={editor.redo}
          disabled={!editor.canRedo}
          title={t("studio_redo_hint")}
        >
          {t("studio_redo")}
        </Button>
        {/* Opened from a server draft, nothing to save yet: the draft is saved, not "no edits". */}
        <SaveStateText state={editor.saveState === "idle" && editor.dirty ? "saved" : editor.saveState} />
        {ready && !editor.published ? (
          <Badge variant="light" color="gray">
            {t("studio_draft_unpublished")}
          </Badge>
        ) : null}
        <Group gap="xs" ml="auto">
          <Button variant="default" size="sm" onClick={onOpenRevisions}>
            {t("studio_revisions")}
          </Button>
          <Button
            variant="outline"
            color="red"
            size="sm"
            disabled={!ready || !hasDraft}
            onClick={() => setAsking("discard")}
          >
            {t("studio_discard")}
          </Button>
          <Button size="sm" disabled={!ready || !editor.dirty} onClick={() => setAsking("publish")}>
            {t("studio_publish")}
          </Button>
        </Group>
      </Group>
      <BackstopOffer editor={editor} />
      <PublishDialog
        editor={editor}
        opened={asking === "publish"}
        onClose={() => setAsking(null)}
        review={publishReview}
        onPublished={onPublished}
      />
      <DiscardDialog editor={editor} opened={asking === "discard"} onClose={() => setAsking(null)} />
      <UnsavedChangesGuard />
    </Stack>
  );
}
