import "@mantine/tiptap/styles.layer.css";
import { RichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useMessage } from "../../../lib/messages/use-message";

/**
 * The post body's rich-text editor (TipTap with Mantine's toolbar): headings, lists, links, code,
 * quotes. Its HTML goes to the server, which sanitises it when stored. Loaded with blogentry only.
 */
export function BodyEditor({
  initialHtml,
  onChange,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const t = useMessage();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: { "aria-label": t("blog_body_label"), "aria-multiline": "true", role: "textbox" },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t("blog_tool_bold"),
    italicControlLabel: t("blog_tool_italic"),
    strikeControlLabel: t("blog_tool_strike"),
    codeControlLabel: t("blog_tool_code"),
    h2ControlLabel: t("blog_tool_h2"),
    h3ControlLabel: t("blog_tool_h3"),
    bulletListControlLabel: t("blog_tool_bullets"),
    orderedListControlLabel: t("blog_tool_numbers"),
    blockquoteControlLabel: t("blog_tool_quote"),
    codeBlockControlLabel: t("blog_tool_code_block"),
    linkControlLabel: t("blog_tool_link"),
    unlinkControlLabel: t("blog_tool_unlink"),
    linkEditorInputLabel: t("blog_tool_link_url"),
    linkEditorInputPlaceholder: t("blog_tool_link_placeholder"),
    linkEditorExternalLink: t("blog_tool_link_external"),
    linkEditorInternalLink: t("blog_tool_link_internal"),
    linkEditorSave: t("blog_tool_link_save"),
    undoControlLabel: t("blog_tool_undo"),
    redoControlLabel: t("blog_tool_redo"),
  };
  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar sticky stickyOffset={60}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
