CREATE TABLE "lobby_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lobby_tickets" ADD CONSTRAINT "lobby_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lobby_tickets_expires_idx" ON "lobby_tickets" USING btree ("expires_at");--> statement-breakpoint
-- The lobby's live feed: a write to a table the activity sources read tells every instance (the
-- change bus's channel, topic "activity") when its transaction commits, whoever wrote it.
CREATE FUNCTION "fsm_activity_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fsm_changes', 'activity');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "service_requests_activity" AFTER INSERT ON "service_requests" FOR EACH STATEMENT EXECUTE FUNCTION "fsm_activity_notify"();
--> statement-breakpoint
CREATE TRIGGER "request_notes_activity" AFTER INSERT ON "request_notes" FOR EACH STATEMENT EXECUTE FUNCTION "fsm_activity_notify"();
--> statement-breakpoint
CREATE TRIGGER "rmas_activity" AFTER INSERT ON "rmas" FOR EACH STATEMENT EXECUTE FUNCTION "fsm_activity_notify"();
