DROP TABLE "screen_revisions" CASCADE;--> statement-breakpoint
DROP TABLE "screens" CASCADE;--> statement-breakpoint
DROP TABLE "workflow_revisions" CASCADE;--> statement-breakpoint
DROP TABLE "workflows" CASCADE;