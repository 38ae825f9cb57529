import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import type { AnyDocumentEditor } from "../editor-types";

/** What a dialog about the open document gets from its toolbar. */
export interface EditorDialogProps {
  editor: AnyDocumentEditor;
  opened: boolean;
  onClose(): void;
}

/** The kernel's dialogs: a titled modal whose close button is named in the portal's language. */
export function StudioModal({
  opened,
  onClose,
  title,
  children,
  size,
}: Pick<EditorDialogProps, "opened" | "onClose"> & { title: string; children: ReactNode; size?: string }) {
  const t = useMessage();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      {children}
    </Modal>
  );
}
