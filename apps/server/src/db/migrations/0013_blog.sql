CREATE TABLE "blog_post_files" (
	"post_id" integer NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "blog_post_files_post_id_file_id_pk" PRIMARY KEY("post_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"cover_file_id" text,
	"tags" text[] NOT NULL,
	"body_html" text NOT NULL,
	"audience_all" boolean NOT NULL,
	"audience_roles" text[] NOT NULL,
	"audience_companies" integer[] NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_version_id" integer,
	"published_draft_revision" integer,
	"author_person_id" integer,
	"draft_title" text NOT NULL,
	"draft_excerpt" text DEFAULT '' NOT NULL,
	"draft_cover_file_id" text,
	"draft_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"draft_body_html" text DEFAULT '' NOT NULL,
	"draft_audience_all" boolean DEFAULT true NOT NULL,
	"draft_audience_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"draft_audience_companies" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"draft_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "blog_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_files" ADD CONSTRAINT "blog_post_files_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_files" ADD CONSTRAINT "blog_post_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_versions" ADD CONSTRAINT "blog_post_versions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_versions" ADD CONSTRAINT "blog_post_versions_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_versions" ADD CONSTRAINT "blog_post_versions_published_by_persons_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_person_id_persons_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_draft_cover_file_id_stored_files_id_fk" FOREIGN KEY ("draft_cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_draft_updated_by_persons_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_files_file_idx" ON "blog_post_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_versions_post_version_idx" ON "blog_post_versions" USING btree ("post_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_publish_at_idx" ON "blog_posts" USING btree ("publish_at");--> statement-breakpoint
-- Staff write the blog in a database seeded before the column existed (the seed never overwrites a role).
UPDATE "roles" SET "blog_edit" = true WHERE "code" = 'STAFF';