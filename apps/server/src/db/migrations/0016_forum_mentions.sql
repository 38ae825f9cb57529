-- Forum mentions: who a post mentions and was told of it (one row per post and person).
CREATE TABLE "forum_mentions" (
	"post_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_mentions_post_id_person_id_pk" PRIMARY KEY("post_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "forum_mentions" ADD CONSTRAINT "forum_mentions_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_mentions" ADD CONSTRAINT "forum_mentions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_mentions_person_idx" ON "forum_mentions" USING btree ("person_id");