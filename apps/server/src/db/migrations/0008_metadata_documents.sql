CREATE TABLE "metadata_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "metadata_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"title" text,
	"document" jsonb NOT NULL,
	"format_version" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_baseline" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata_revisions" (
	"document_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"document" jsonb,
	"author_person_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metadata_revisions_document_id_revision_pk" PRIMARY KEY("document_id","revision")
);
--> statement-breakpoint
ALTER TABLE "metadata_revisions" ADD CONSTRAINT "metadata_revisions_author_person_id_persons_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_documents_kind_name_idx" ON "metadata_documents" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "metadata_documents_parent_idx" ON "metadata_documents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "metadata_revisions_kind_name_idx" ON "metadata_revisions" USING btree ("kind",lower("name"));--> statement-breakpoint
-- Screens keep their ids (clients hold them: screenId, primaryScreenId, subScreenIds).
INSERT INTO "metadata_documents" ("id", "kind", "name", "parent_id", "document", "format_version", "revision", "disabled", "is_baseline", "created_at", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT s."id", 'screen', s."name", s."primary_screen_id", s."document", s."format_version",
  coalesce((SELECT max(r."revision") FROM "screen_revisions" r WHERE r."screen_id" = s."id"), 0),
  s."disabled", s."is_baseline", s."created_at", s."updated_at"
FROM "screens" s;--> statement-breakpoint
-- A deleted screen's history keeps its id and the name its last document had.
INSERT INTO "metadata_revisions" ("document_id", "revision", "kind", "name", "document", "author_person_id", "comment", "created_at")
SELECT r."screen_id", r."revision", 'screen',
  coalesce(s."name",
    (SELECT r2."document"->>'name' FROM "screen_revisions" r2
      WHERE r2."screen_id" = r."screen_id" AND r2."document" IS NOT NULL ORDER BY r2."revision" DESC LIMIT 1),
    'screen ' || r."screen_id"),
  r."document", r."author_person_id", r."comment", r."created_at"
FROM "screen_revisions" r LEFT JOIN "screens" s ON s."id" = r."screen_id";--> statement-breakpoint
-- Workflows (history keyed by name, live or deleted) get ids after every screen's.
CREATE TABLE "workflow_ids_0008" AS
SELECT n."name", (SELECT coalesce(greatest((SELECT max("id") FROM "screens"), (SELECT max("screen_id") FROM "screen_revisions")), 0))
  + row_number() OVER (ORDER BY n."name") AS "id"
FROM (SELECT "name" FROM "workflows" WHERE "document" IS NOT NULL UNION SELECT "workflow_name" FROM "workflow_revisions") n;--> statement-breakpoint
INSERT INTO "metadata_documents" ("id", "kind", "name", "title", "document", "format_version", "revision", "disabled", "is_baseline", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT i."id", 'workflow', w."name", w."title", w."document", coalesce((w."document"->>'formatVersion')::integer, 1),
  w."revision", w."disabled", w."is_baseline", w."updated_at"
FROM "workflows" w JOIN "workflow_ids_0008" i ON i."name" = w."name"
WHERE w."document" IS NOT NULL;--> statement-breakpoint
INSERT INTO "metadata_revisions" ("document_id", "revision", "kind", "name", "document", "author_person_id", "comment", "created_at")
SELECT i."id", r."revision", 'workflow', r."workflow_name", r."document", r."author_person_id", r."comment", r."created_at"
FROM "workflow_revisions" r JOIN "workflow_ids_0008" i ON i."name" = r."workflow_name";--> statement-breakpoint
DROP TABLE "workflow_ids_0008";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"metadata_documents"', 'id'),
  greatest((SELECT max("id") FROM "metadata_documents"), (SELECT max("document_id") FROM "metadata_revisions"), 0) + 1, false);
