// The kernel's one public entry: its texts first, so they are defaults before a page renders.
import "./studio-messages";

export { useDocumentEditor } from "./use-document-editor";
export type {
  AnyDocumentEditor,
  ConflictChoice,
  ConflictReport,
  DocumentEditor,
  PublishOutcome,
} from "./editor-types";
export type { SaveState } from "./autosave-queue";
export type { EditOptions } from "./edit-history";
export type { PathChange } from "./change-paths";
export { EditorToolbar } from "./components/editor-toolbar";
export type { PublishReview } from "./components/publish-dialog";
export { ProblemsPanel } from "./components/problems-panel";
export { ConflictDialog } from "./components/conflict-dialog";
export { RevisionsDrawer } from "./components/revisions-drawer";
