import "./editor-messages";
import { RichTextEditor } from "@mantine/tiptap";
import { TableKit } from "@tiptap/extension-table";
import type { ComponentProps } from "react";
import { useMessage } from "../messages/use-message";
import { BodyEditor } from "./body-editor";
import { ImageControl, imageNode, type EditorImages } from "./editor-image";
import { TableControls } from "./table-controls";

/**
 * The blog's editor: the full toolbar plus tables and uploaded images. A chunk of its own beside
 * the shared editor, so the forum's trimmed editor does not carry what only posts use.
 */
export function BlogBodyEditor({
  images,
  ...props
}: Omit<ComponentProps<typeof BodyEditor>, "toolbar" | "extensions" | "controls"> & {
  images: EditorImages;
}) {
  const t = useMessage();
  return (
    <BodyEditor
      {...props}
      toolbar="full"
      extensions={[TableKit.configure({ table: { resizable: false } }), imageNode(images.View)]}
      controls={
        <>
          <RichTextEditor.ControlsGroup>
            <ImageControl images={images} label={t("blog_tool_image")} />
          </RichTextEditor.ControlsGroup>
          <TableControls t={t} />
        </>
      }
    />
  );
}
