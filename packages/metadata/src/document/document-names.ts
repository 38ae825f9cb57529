import type { MetadataCatalog } from "../catalog-checks.js";

/** Another document a document names, by kind and name. */
export type DocumentRef = { kind: string; name: string };

/** What a document names: other documents (screens, workflows, reports) and portal message keys. */
export type DocumentNames = { documents: DocumentRef[]; messages: string[] };

/**
 * What every kind's reference check reads (the screen, workflow, dashboard and report catalogs),
 * answered by a recorder; spelled out here so the kinds' reference files can import this one.
 */
type RecordingCatalog = MetadataCatalog & {
  typeOfScreen(name: string): undefined;
  workflow(name: string): undefined;
  counterOf(screen: string, elementId: string): undefined;
  workflowStartingAt(startScreen: string): undefined;
  hasReport(name: string): boolean;
  searchOf(screen: string): undefined;
};

/** A table that has every column: the walk goes on into what a column check guards. */
const EVERY_COLUMN: ReadonlySet<string> = { has: () => true } as unknown as ReadonlySet<string>;

/**
 * What a document names, read from its kind's reference check: the check runs against a catalog
 * that records every message, screen, workflow and report it is asked about and says each exists,
 * so the check walks the whole document. One walk serves both the checks and a bundle's export
 * ("what does this document bring along"), so the two cannot disagree.
 */
export function namesFrom(check: (catalog: RecordingCatalog) => unknown): DocumentNames {
  const documents = new Map<string, DocumentRef>();
  const messages = new Set<string>();
  const names = (kind: string) => (name: string) => {
    documents.set(`${kind}\u0000${name.toLowerCase()}`, { kind, name });
    return true;
  };
  const screen = names("screen");
  const catalog: RecordingCatalog = {
    hasScreen: screen,
    tableOfScreen: () => undefined,
    hasMessage: (key) => {
      messages.add(key);
      return true;
    },
    hasCodeTable: () => true,
    columnsOf: () => EVERY_COLUMN,
    typeOfScreen: () => undefined,
    // Sub-workflows are named, not followed: what they name is read from their own documents.
    workflow: (name) => void names("workflow")(name),
    counterOf: (name) => void screen(name),
    // A quick action names the workflow by its start screen: the screen is what the document names.
    workflowStartingAt: (startScreen) => void screen(startScreen),
    hasReport: names("report"),
    searchOf: (name) => void screen(name),
  };
  check(catalog);
  return { documents: [...documents.values()], messages: [...messages] };
}
