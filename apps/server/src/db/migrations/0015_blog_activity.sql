-- The blog_post activity source reads blog_posts: publishing (status, the live version, its
-- instant) tells every instance's live streams (topic "activity"), as 0011 does for requests.
CREATE TRIGGER "blog_posts_activity" AFTER UPDATE OF "status", "published_version_id", "publish_at" ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "fsm_activity_notify"();
