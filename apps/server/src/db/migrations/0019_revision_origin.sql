ALTER TABLE "metadata_revisions" ADD COLUMN "origin" text DEFAULT 'edit' NOT NULL;--> statement-breakpoint
-- Revisions written before origins were recorded: the seed's own carry no author and its comment.
UPDATE "metadata_revisions" SET "origin" = 'seed' WHERE "author_person_id" IS NULL AND "comment" IN ('baseline', 'baseline update');
