import "./editor-messages";
import "@mantine/tiptap/styles.layer.css";
import { useEffect, type ReactNode } from "react";
import { RichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import type { AnyExtension, Editor } from "@tiptap/core";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useMessage } from "../messages/use-message";

/**
 * "full": the blog's toolbar (headings, lists, quotes, code, links; tables and images come with
 * the blog's editor, blog-body-editor.tsx); "trimmed": the forum's (no headings: a reply is a few
 * paragraphs, lists, a quote, code and links).
 */
export type RichTextToolbar = "full" | "trimmed";

/**
 * The rich-text editor (TipTap with Mantine's toolbar) of blog posts and forum posts. Its HTML goes
 * to the server, which sanitises it when stored. A lazy chunk of its own: only pages that write
 * load it, after their other fields.
 */
export function BodyEditor({
  initialHtml,
  onChange,
  label,
  toolbar = "full",
  autoFocus = false,
  extensions = [],
  controls = null,
  onEditor,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  /** The text box's accessible name (the field's label). */
  label: string;
  toolbar?: RichTextToolbar;
  autoFocus?: boolean;
  /** More of TipTap (tables, images), with their toolbar groups in `controls`. */
  extensions?: AnyExtension[];
  controls?: ReactNode;
  /** The editor once it exists (null when it goes): a control beside it inserts text at the cursor. */
  onEditor?: (editor: Editor | null) => void;
}) {
  const t = useMessage();
  const full = toolbar === "full";
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: full ? { levels: [2, 3, 4] } : false,
        link: { openOnClick: false, protocols: ["http", "https", "mailto"] },
      }),
      ...extensions,
    ],
    content: initialHtml,
    // TipTap focuses once the view is mounted and skips an editor already destroyed (React's
    // double mount in development and tests destroys the first one).
    autofocus: autoFocus ? "end" : false,
    immediatelyRender: true,
    editorProps: {
      attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox" },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);
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
        {full ? (
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
        ) : null}
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
        {controls}
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
