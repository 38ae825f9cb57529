/**
 * The web renderer's one public entry: what features, the designer and app/ may use of it. Every
 * other file under renderer/ is internal and may change or move; the dependency rules fail an
 * import of one from outside (.dependency-cruiser.cjs, renderer-has-one-entry). Tests are exempt:
 * they may reach the renderer's test-utils and internals to set up a screen.
 *
 * Only re-exports here, never code or a side-effect import (a page that needs one calls a function,
 * e.g. provideListMessages). The build declares this file free of side effects (vite.config.ts,
 * RENDERER_ENTRY), so a chunk keeps just the modules whose names it uses, as if it had imported
 * them directly. Without that, everything beneath this file with a top-level side effect (a message
 * registration, a lazy() component, a form schema) followed each importer: the route tables and
 * the router's history are in the first chunk, and the sign-in route grew by 97 KB gzip.
 */

// Screens as pages: the list, detail and record pages of a portal screen, their route loader
// (which the route tables load before any page), and the gate's states.
export { screenRouteLoader } from "./pages/screen-route-loader";
export { ScreenListPage } from "./pages/screen-list-page";
export { ScreenDetailPage } from "./pages/screen-detail-page";
export { ScreenRecord } from "./pages/screen-record";
export { RecordFiles } from "./pages/record-files";
export { NotFoundState } from "./pages/screen-gate";
export { isListScreen, usePortalScreen } from "./pages/use-portal-screen";
export { useRecordFiles, useScreenRecord } from "./pages/use-screen-record";
export { useBackToList } from "./pages/use-back-to-list";

// Screen documents: loading, caching, and the services a screen reads its data through.
export {
  SCREEN_QUERY_ROOT,
  clearScreenCache,
  screenQueryOptions,
  toScreenDocument,
} from "./api/fetch-screen";
export { screenCacheKey } from "./screen-cache-key";
export { useRendererServices, useScreen } from "./renderer-services";
export { getDataForScreenAnswer, rowOf } from "./api/get-data-for-screen";
export { fieldItemsOf } from "./visibility";
export { editableGridsOf } from "./items/childGrid/grid-model";

// List screens' cards, for a page that shows one record as the list would.
export { CardBody } from "./screens/list/list-cards";
export { cardColumns } from "./screens/list/list-columns";
export type { TListScreen } from "./screens/list/use-list-screen";

// Wizard, summary and confirmation screens (the workflows' steps).
export { WizardScreen } from "./screens/wizard/WizardScreen";
export { useWizardSteps, WIZARD_BACK_STATE } from "./screens/wizard/use-wizard-steps";
export { parseWizardRoute, wizardSearch } from "./screens/wizard/wizard-state";
export { stepValuesOf, submissionOf, type WizardData } from "./screens/wizard/wizard-data";
export { hasInput, wizardRuns, type WizardRun } from "./screens/wizard/wizard-run-store";
export { SummaryScreen } from "./screens/summary/SummaryScreen";
export { ConfirmationScreen } from "./screens/confirmation/ConfirmationScreen";

// Field types: their UIs by type, the form controls a page preloads, and the attachment field's
// parts that other forms reuse.
export { fieldTypeUi } from "./registry";
export { withFormControls } from "./field-types/form-controls";
export { attachmentField } from "./field-types/attachment";
export { AttachmentInput } from "./field-types/attachment/attachment-input";
export { DropZone } from "./field-types/attachment/drop-zone";

// Files: download an attachment, save an export (with the list's export texts).
export { downloadAttachment } from "./api/download-attachment";
export { provideListMessages } from "./screens/list/list-messages";

// Linked navigation (spec §2): the shell's outlet, and the address form the router's history speaks.
export { LazyNavLinkOutlet } from "./navigation/lazy-nav-link-outlet";
export { toAddressPath, toRouterPath } from "./navigation/nav-link-url";
