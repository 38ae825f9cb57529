import { IconColumnInsertRight, IconRowInsertBottom, IconTable, IconTableOff } from "@tabler/icons-react";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { useEditorState } from "@tiptap/react";
import type { TTranslate } from "../messages/use-message";

/**
 * Tables in a body: insert one (3 × 3 with a header row), and inside one add a row or a column or
 * remove it. The in-table controls appear only when the cursor is in a table, so the toolbar never
 * offers a button that would do nothing.
 */
export function TableControls({ t }: { t: TTranslate }) {
  const { editor } = useRichTextEditorContext();
  const inTable = useEditorState({ editor, selector: (s) => s.editor?.isActive("table") ?? false });
  if (!editor) return null;
  const control = (label: string, icon: React.ReactNode, run: () => boolean) => (
    <RichTextEditor.Control aria-label={label} title={label} onClick={run}>
      {icon}
    </RichTextEditor.Control>
  );
  return (
    <RichTextEditor.ControlsGroup>
      {control(t("blog_tool_table"), <IconTable size={16} stroke={1.5} aria-hidden />, () =>
        editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      )}
      {inTable ? (
        <>
          {control(t("blog_tool_table_row"), <IconRowInsertBottom size={16} stroke={1.5} aria-hidden />, () =>
            editor.chain().focus().addRowAfter().run(),
          )}
          {control(
            t("blog_tool_table_column"),
            <IconColumnInsertRight size={16} stroke={1.5} aria-hidden />,
            () => editor.chain().focus().addColumnAfter().run(),
          )}
          {control(t("blog_tool_table_delete"), <IconTableOff size={16} stroke={1.5} aria-hidden />, () =>
            editor.chain().focus().deleteTable().run(),
          )}
        </>
      ) : null}
    </RichTextEditor.ControlsGroup>
  );
}
