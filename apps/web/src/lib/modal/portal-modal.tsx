import type { ReactNode } from "react";
import { Group, Modal } from "@mantine/core";
import { MODAL_REMOVE_DELAY_MS } from "@fsm/contracts";
import type { FadeModal } from "./use-fade-modal";

export type TModalSize = "sm" | "md" | "lg" | "xl" | "full";

const WIDTH: Record<TModalSize, string> = { sm: "sm", md: "md", lg: "lg", xl: "xl", full: "100%" };

export interface PortalModalProps {
  modal: FadeModal;
  /** Header text; it also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: TModalSize;
}

/**
 * The generic dialog of spec §2: header, body, optional footer, size classes, a close button and
 * a backdrop that closes it. Mantine provides focus trapping, Escape and aria-modal; the fade
 * follows the portal's own timing (useFadeModal), so Mantine's transition is switched off.
 */
export function PortalModal({ modal, title, children, footer, size = "md" }: PortalModalProps) {
  const fade = { opacity: modal.faded ? 1 : 0, transition: `opacity ${MODAL_REMOVE_DELAY_MS}ms ease` };
  return (
    <Modal
      opened={modal.mounted}
      onClose={modal.hide}
      title={title}
      size={WIDTH[size]}
      centered
      closeOnClickOutside
      closeButtonProps={{ "aria-label": "Close" }}
      transitionProps={{ duration: 0 }}
      classNames={{ content: `portal-modal portal-modal--${size}` }}
      styles={{ content: fade, overlay: fade }}
      data-faded={modal.faded}
    >
      <div className="portal-modal__body">{children}</div>
      {footer ? (
        <Group className="portal-modal__footer" justify="flex-end" mt="md">
          {footer}
        </Group>
      ) : null}
    </Modal>
  );
}
