import "../metadata-messages";
import { Group, Stack, Text, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { useSearchParamsUpdate } from "../../../lib/navigation/use-search-params-update";
import { usePageTitle } from "../../../lib/use-page-title";
import { isEditableKind, type TEditableKind } from "../document-kinds";
import { useDocumentEditor } from "../../kernel";
import { DocumentPicker } from "./document-picker";
import { MetadataEditorView } from "./metadata-editor-view";

/** One open document: the kernel's controller for it, shown by the view (keyed, so a switch starts afresh). */
function OpenDocument({ kind, name, onClosed }: { kind: TEditableKind; name: string; onClosed(): void }) {
  const editor = useDocumentEditor<Record<string, unknown>>({ kind, name });
  return <MetadataEditorView kind={kind} name={name} editor={editor} onClosed={onClosed} />;
}

/**
 * /app/uidesigner/metadataeditor?kind=&name=: every document kind's raw JSON (issue 27 §5). The
 * kind and the open document live in the address, so a link or a reload opens the same one.
 */
export function MetadataEditorPage() {
  const t = useMessage();
  const [params, update] = useSearchParamsUpdate();
  const rawKind = params.get("kind");
  const kind: TEditableKind = isEditableKind(rawKind) ? rawKind : "screen";
  const name = params.get("name") || null;
  usePageTitle(name, t("mde_title"));

  return (
    <Stack gap="md">
      <Title order={1}>{t("mde_title")}</Title>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <DocumentPicker
          kind={kind}
          name={name}
          onKind={(next) => update({ kind: next, name: "" })}
          onName={(next) => update({ kind, name: next })}
        />
        {name ? (
          <OpenDocument
            key={`${kind}/${name}`}
            kind={kind}
            name={name}
            onClosed={() => update({ name: "" })}
          />
        ) : (
          <Text>{t("mde_pick_document")}</Text>
        )}
      </Group>
    </Stack>
  );
}
