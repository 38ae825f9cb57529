import type { Actor } from "../../platform/sessions/actor.js";

/** Writes, previews and publishes posts: the role's blog-editor permission or the studio license. */
export const canWriteBlog = (actor: Actor): boolean => actor.access.blogEdit || actor.access.studio;

/** Reads published posts: the role's blog access flag (spec §3; the post's audience narrows it). */
export const canReadBlog = (actor: Actor): boolean => actor.access.blog;
