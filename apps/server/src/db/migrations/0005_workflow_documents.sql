CREATE TABLE "workflow_revisions" (
	"workflow_name" text NOT NULL,
	"revision" integer NOT NULL,
	"document" jsonb,
	"author_person_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_revisions_workflow_name_revision_pk" PRIMARY KEY("workflow_name","revision")
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "survey_type" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_revisions" ADD CONSTRAINT "workflow_revisions_author_person_id_persons_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;