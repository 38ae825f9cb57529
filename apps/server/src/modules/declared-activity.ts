import { declareActivitySources } from "../engine/activity/activity-source.js";
import { blogPostSource } from "./blog/blog.activity.js";
import { forumReplySource } from "./forum/forum.activity.js";
import { REQUEST_ACTIVITY } from "./requests/requests.activity.js";
import { rmaCreatedSource } from "./rma/rma.activity.js";

/*
 * The composition of the activity feed's event sources (engine/activity): imported for its effect
 * by app.ts. A module with events of its own (blog posts, forum replies) adds its line here.
 */
declareActivitySources(...REQUEST_ACTIVITY, rmaCreatedSource, blogPostSource, forumReplySource);
