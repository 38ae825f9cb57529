import { z } from "zod";
import { ZDocumentChange } from "./documents-api.js";
import { screenName, text } from "./fields.js";

/**
 * Moving metadata between portals (ARCHITECTURE §4 "Bundles"): export chosen documents, or all,
 * with everything they reference, as one file; import it with a dry run that writes nothing,
 * then all or nothing in one transaction. Designers only.
 */
export const BundlesPath = {
  /** POST: the bundle of the named documents (none named: every document of every kind). */
  export: "/api/Metadata/bundle/export",
  /** POST: compares a bundle with this portal (dryRun) or applies it in one transaction. */
  import: "/api/Metadata/bundle/import",
} as const;

export const BUNDLE_FORMAT = "fsm-portal-bundle";
export const BUNDLE_VERSION = 1;

const documentKind = text().trim().min(1).max(40);

export const ZBundleDocumentRef = z.object({ kind: documentKind, name: screenName });
export type TBundleDocumentRef = z.infer<typeof ZBundleDocumentRef>;

export const ZBundleExportRequest = z.object({
  /** The documents to export; each brings what it references. Empty or absent: every document. */
  documents: z.array(ZBundleDocumentRef).max(5000).optional(),
});

/** One document in a bundle, in its kind's format at formatVersion (migrated on import). */
export const ZBundleDocument = z.object({
  kind: documentKind,
  name: screenName,
  formatVersion: z.number().int().min(1),
  /** Its revision in the exporting portal (for the reader; the importing portal numbers its own). */
  revision: z.number().int().min(0),
  document: z.record(text(), z.unknown()),
  /** The document it belongs to, of the same kind (a sub-screen's primary screen): imported first. */
  parent: screenName.optional(),
  /** The English caption the store keeps beside the document (a workflow's menu title). */
  title: text().max(1000).optional(),
});

/** A portal message a bundled document names, in one locale. */
export const ZBundleMessage = z.object({
  key: text().trim().min(1).max(200),
  locale: text().trim().min(2).max(20),
  text: text().max(10_000),
});

export const ZBundle = z.object({
  format: z.literal(BUNDLE_FORMAT),
  version: z.literal(BUNDLE_VERSION),
  exportedAt: text(),
  documents: z.array(ZBundleDocument).max(5000),
  messages: z.array(ZBundleMessage).max(50_000),
});
export type TBundle = z.infer<typeof ZBundle>;

export const ZBundleImportRequest = z.object({
  bundle: ZBundle,
  /** true: compare only, writing nothing. */
  dryRun: z.boolean(),
  /**
   * What applying does with a document edited here since it was last seeded or imported:
   * refuse (the default: 409, nothing written) or overwrite it with the bundle's (a new revision).
   */
  conflicts: z.enum(["refuse", "overwrite"]).optional(),
  comment: text().max(500).optional(),
});

/**
 * new: not here yet; changed: here, and the bundle's differs; unchanged: here and equal (not
 * written again); conflict: here, differs, and was edited here since its last seed or import.
 */
export const ZBundleEntryStatus = z.enum(["new", "changed", "unchanged", "conflict"]);
export type TBundleEntryStatus = z.infer<typeof ZBundleEntryStatus>;

export const ZBundleImportEntry = z.object({
  /** A document kind, or "message" for a bundled portal message. */
  kind: text(),
  /** The document's name, or the message key. */
  name: text(),
  /** A message's locale. */
  locale: text().optional(),
  status: ZBundleEntryStatus,
  /** For changed and conflict: what applying would change here (before: this portal's, after: the bundle's). */
  changes: z.array(ZDocumentChange),
});

export const ZBundleImportResult = z.object({
  /** false for a dry run (nothing written). */
  applied: z.boolean(),
  entries: z.array(ZBundleImportEntry),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    conflict: z.number().int(),
  }),
});
export type TBundleImportResult = z.infer<typeof ZBundleImportResult>;
