export { PortalModal, type PortalModalProps, type TModalSize } from "./portal-modal";
export { useFadeModal, type FadeModal, type FadeModalCallbacks } from "./use-fade-modal";
