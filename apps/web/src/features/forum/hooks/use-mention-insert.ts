import { useCallback, useRef } from "react";
import type { Editor } from "@tiptap/core";

/**
 * The Mention menu's link to a body editor: `onEditor` goes to BodyEditor, `insert` writes
 * "@Name" and a no-break space at the cursor (as text, whatever the name holds) and gives the editor the focus back.
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
      // A no-break space after the name: a plain space at the end of a wrapped line collapses,
      // and the next word typed would join the name ("@Ann Smiththanks"), which mentions nobody.
      .insertContent({ type: "text", text: `@${name}\u00a0` })
      .run();
    // At once, not on TipTap's next frame (focus()), so a key pressed right after lands in the text.
    editor.view.focus();
  }, []);
  return { onEditor, insert };
}
