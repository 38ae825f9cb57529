import { lazy, Suspense, useRef, useState } from "react";
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useFadeModal } from "../../../lib/modal";
import { useMessage } from "../../../lib/messages/use-message";
import { documentsQueryKey } from "../api/get-documents";
import { useDocumentSchema } from "../api/get-document-schema";
import type { JsonCodeEditorHandle } from "../code/json-code-editor";
import { kindDeclaration, type TEditableKind } from "../document-kinds";
import {
  ConflictDialog,
  EditorToolbar,
  ProblemsPanel,
  RevisionsDrawer,
  type DocumentEditor,
} from "../../kernel";
import { DeleteScreenDialog } from "./delete-screen-dialog";
import { DraftDiff } from "./draft-diff";

// CodeMirror and the kinds' zod formats: their own chunk, loaded once a document is open.
const JsonCodeEditor = lazy(() => import("../code/json-code-editor"));

export interface MetadataEditorViewProps {
  kind: TEditableKind;
  name: string;
  editor: DocumentEditor<Record<string, unknown>>;
  /** The document is gone (deleted here): the page closes it. */
  onClosed(): void;
}

/**
 * One document's JSON in the code editor, wired to the studio kernel: the text replaces the
 * document whenever it parses, the kernel's toolbar, problems, conflicts and revisions around it,
 * the changed JSON lines in the publish dialog, and the page's own delete dialog.
 */
export function MetadataEditorView({ kind, name, editor, onClosed }: MetadataEditorViewProps) {
  const t = useMessage();
  const queryClient = useQueryClient();
  const schema = useDocumentSchema(kind);
  const code = useRef<JsonCodeEditorHandle>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const deletion = useFadeModal();
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: documentsQueryKey(kind) });

  if (editor.status === "loading")
    return (
      <Center p="xl">
        <Loader aria-label={t("mde_loading_editor")} />
      </Center>
    );
  if (editor.status === "missing") return <Text>{t("mde_missing", { name })}</Text>;
  if (editor.status === "error")
    return (
      <Alert color="red" variant="outline">
        {t("mde_load_failed")}
      </Alert>
    );

  const published = editor.published;
  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <Title order={2} size="h3">
        {name}
      </Title>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <EditorToolbar
          editor={editor}
          onOpenRevisions={() => setRevisionsOpen(true)}
          onPublished={refreshList}
          publishReview={(e) => <DraftDiff published={e.published?.document} draft={e.document} />}
        />
        {kindDeclaration(kind).deletable && published ? (
          <Button variant="outline" color="red" onClick={deletion.show}>
            {t("mde_delete")}
          </Button>
        ) : null}
      </Group>
      <Suspense
        fallback={
          <Center p="xl">
            <Loader aria-label={t("mde_loading_editor")} />
          </Center>
        }
      >
        <JsonCodeEditor
          ref={code}
          kind={kind}
          label={t("mde_code_label", { name })}
          document={editor.document}
          onDocument={(value) => editor.replace(value, { mergeKey: "raw" })}
          problems={editor.problems}
          schema={schema.data}
        />
      </Suspense>
      <ProblemsPanel editor={editor} onSelect={(path) => code.current?.focusPath(path)} />
      <ConflictDialog editor={editor} />
      <RevisionsDrawer
        kind={kind}
        name={name}
        opened={revisionsOpen}
        onClose={() => setRevisionsOpen(false)}
        onReverted={refreshList}
      />
      {deletion.mounted && published ? (
        <DeleteScreenDialog
          modal={deletion}
          name={name}
          screenId={published.id}
          onDeleted={() => {
            refreshList();
            onClosed();
          }}
        />
      ) : null}
    </Stack>
  );
}
