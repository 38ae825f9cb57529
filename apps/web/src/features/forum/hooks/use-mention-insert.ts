import { useCallback, useRef } from "react";
import type { Editor } from "@tiptap/core";

/**
 * The Mention menu's link to a body editor: `onEditor` goes to BodyEditor, `insert` writes
 * "@Name " at the cursor (as text, whatever the name holds) and gives the editor the focus back.
 */
export function useMentionInsert() {
  const editorRef = useRef<Editor | null>(null);
  const onEditor = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);
  const insert = useCallback((name: string) => {
    const editor = editorRef.current;
    if (!editor) return;
    editor
      .chain()
      .insertContent({ type: "text", text: `@${name} ` })
      .run();
    // At once, not on TipTap's next frame (focus()), so a key pressed right after lands in the text.
    editor.view.focus();
  }, []);
  return { onEditor, insert };
}
