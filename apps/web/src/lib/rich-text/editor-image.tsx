import { useRef, useState, type ComponentType } from "react";
import { IconPhoto } from "@tabler/icons-react";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import Image from "@tiptap/extension-image";
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from "@tiptap/react";

/**
 * Images in a body: uploaded through the caller's rule (the blog: attachments/upload, served by
 * the post's own image call) and drawn by the caller's view, since an <img> alone cannot send the
 * session and the stored src must stay the portal's own address.
 */
export type EditorImages = {
  /** Uploads the file and answers the src the body stores. */
  upload: (file: File) => Promise<string>;
  /** Draws a stored src (fetching it with the session). */
  View: ComponentType<{ src: string; alt: string }>;
  /** The file types the upload takes (the input's accept). */
  accept: string;
};

/** TipTap's image node, drawn in the editor by the caller's view. */
export const imageNode = (View: EditorImages["View"]) =>
  Image.extend({
    addNodeView() {
      return ReactNodeViewRenderer(({ node }: ReactNodeViewProps) => (
        <NodeViewWrapper>
          <View src={String(node.attrs.src ?? "")} alt={String(node.attrs.alt ?? "")} />
        </NodeViewWrapper>
      ));
    },
  });

/** An image's alt text until the writer changes it: its file name without the extension. */
export const altFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ")
    .trim();

/** The toolbar's "Insert image": chooses a file, uploads it, and inserts it where the cursor is. */
export function ImageControl({ images, label }: { images: EditorImages; label: string }) {
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const insert = async (file: File | undefined) => {
    if (!file || !editor) return;
    setBusy(true);
    try {
      const src = await images.upload(file);
      editor
        .chain()
        .focus()
        // A paragraph after the image takes the cursor, so the next key or insert keeps the image.
        .insertContent([
          { type: "image", attrs: { src, alt: altFromFileName(file.name) } },
          { type: "paragraph" },
        ])
        .run();
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <>
      <RichTextEditor.Control
        aria-label={label}
        title={label}
        disabled={busy}
        aria-busy={busy}
        onClick={() => input.current?.click()}
      >
        <IconPhoto size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        hidden
        accept={images.accept}
        aria-label={label}
        onChange={(e) => void insert(e.currentTarget.files?.[0])}
      />
    </>
  );
}
