import { sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../platform/sessions/actor.js";
import { canModerate, seesAllCategories } from "./forum.policy.js";

/*
 * Who sees what, as SQL over the aliases every forum query uses: c (forum_categories),
 * t (forum_topics), p (forum_posts). A hidden category answers 404 like a missing one, so a
 * customer never learns it exists.
 */

/** Categories open to the caller: every one for staff, else open to all or naming its company. */
export function categoryVisible(actor: Actor): SQL {
  if (seesAllCategories(actor)) return sql`true`;
  if (actor.companyId === null) return sql`c.audience_all`;
  return sql`(c.audience_all or ${actor.companyId}::int = any(c.audience_companies))`;
}

/** A held or hidden post (or topic) is its author's and the moderators' only; deleted is nobody's. */
function shown(alias: "t" | "p", actor: Actor): SQL {
  const a = sql.raw(alias);
  if (canModerate(actor)) return sql`${a}.deleted_at is null`;
  return sql`${a}.deleted_at is null and (${a}.state = 'visible' or ${a}.author_person_id = ${actor.personId})`;
}

export const topicVisible = (actor: Actor): SQL => sql`(${shown("t", actor)} and ${categoryVisible(actor)})`;
export const postVisible = (actor: Actor): SQL => shown("p", actor);

/** Everyone's view: what counts and what followers hear about. */
export const publicTopic = sql`(t.deleted_at is null and t.state = 'visible')`;

/** A person's display name (never their company or address); alias of a persons join. */
export const personName = (alias: string): SQL =>
  sql`coalesce(nullif(trim(${sql.raw(alias)}.first_name || ' ' || ${sql.raw(alias)}.last_name), ''), 'Former user')`;
