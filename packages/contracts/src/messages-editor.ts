/**
 * The rich-text editor's toolbar (lib/rich-text), shared by the blog's editor and the forum's: its
 * own module, since a chunk that imports one binding of a module carries all of it, and the
 * editor's chunk must not carry the blog's texts (bench/budgets.json).
 */
export const EDITOR_MESSAGES = {
  blog_tool_bold: "Bold",
  blog_tool_italic: "Italic",
  blog_tool_strike: "Strikethrough",
  blog_tool_code: "Code",
  blog_tool_h2: "Heading",
  blog_tool_h3: "Subheading",
  blog_tool_bullets: "Bullet list",
  blog_tool_numbers: "Numbered list",
  blog_tool_quote: "Quote",
  blog_tool_code_block: "Code block",
  blog_tool_link: "Link",
  blog_tool_unlink: "Remove link",
  blog_tool_link_url: "Link address",
  blog_tool_link_placeholder: "https://example.com/",
  blog_tool_link_external: "Open the link in a new tab",
  blog_tool_link_internal: "Open the link in the same tab",
  blog_tool_link_save: "Save link",
  blog_tool_undo: "Undo",
  blog_tool_redo: "Redo",
  blog_tool_image: "Insert image",
  blog_tool_table: "Insert table",
  blog_tool_table_row: "Add row below",
  blog_tool_table_column: "Add column to the right",
  blog_tool_table_delete: "Delete table",
} as const;
