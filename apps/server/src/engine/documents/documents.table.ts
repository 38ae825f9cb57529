import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";

/** Who wrote a revision: the seed, a bundle import, or a person editing here. */
export const REVISION_ORIGINS = ["seed", "import", "edit"] as const;
export type RevisionOrigin = (typeof REVISION_ORIGINS)[number];

/**
 * Every metadata document of every kind (screens, workflows, menus…): one versioned store
 * (ARCHITECTURE §4). A name is unique per kind regardless of case (screens are loaded by
 * upper-cased name). `parent_id` ties a document to the one it belongs to (a screen's
 * sub-screens). disabled / is_baseline repeat what the kind's header says, so lists read them
 * without parsing.
 */
export const metadataDocuments = pgTable(
  "metadata_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    parentId: integer("parent_id"),
    /** An English caption for kinds whose document names only a message key (a workflow's menu title). */
    title: text("title"),
    document: jsonb("document").notNull(),
    formatVersion: integer("format_version").notNull(),
    /** The latest revision's number (metadata_revisions). */
    revision: integer("revision").notNull().default(0),
    disabled: boolean("disabled").notNull().default(false),
    isBaseline: boolean("is_baseline").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("metadata_documents_kind_name_idx").on(t.kind, sql`lower(${t.name})`),
    index("metadata_documents_parent_idx").on(t.parentId),
  ],
);
export type DocumentRow = typeof metadataDocuments.$inferSelect;

/**
 * Every write of a document, so any two versions can be diffed and any one restored. No foreign
 * key to the document on purpose: the history (and the deleting revision) outlives it, and a
 * document created again under the same name continues it (kind and name find it).
 */
export const metadataRevisions = pgTable(
  "metadata_revisions",
  {
    documentId: integer("document_id").notNull(),
    revision: integer("revision").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    /** null: the document was deleted in this revision. */
    document: jsonb("document"),
    authorPersonId: integer("author_person_id").references(() => persons.id, { onDelete: "set null" }),
    comment: text("comment").notNull().default(""),
    /**
     * Where the revision came from: the baseline/demo seed, a bundle import, or an edit here. A
     * bundle import calls a document a conflict when its latest revision is an edit (changed here
     * since it was last seeded or imported).
     */
    origin: text("origin", { enum: REVISION_ORIGINS }).notNull().default("edit"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.revision] }),
    index("metadata_revisions_kind_name_idx").on(t.kind, sql`lower(${t.name})`),
  ],
);
export type RevisionRow = typeof metadataRevisions.$inferSelect;
