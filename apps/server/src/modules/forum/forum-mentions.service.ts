import { findMentions } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import type { Mailer } from "../../platform/outbox/mailer.js";
import { plainText } from "../../platform/rich-text/rich-text.sanitize.js";
import { insertMentions, mentionTargets } from "./forum-mentions.repository.js";
import { setFollowing } from "./forum.repository.js";
import { bool, num } from "./forum.rows.js";
import { personName } from "./forum.visibility.js";

export type MentionDeps = { now: Date; mailer: Mailer; publicUrl: string };

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&amp;": "&",
};

/**
 * The words a post's author wrote, as plain text: quoted posts (blockquotes) left out, so quoting
 * a post that mentions someone does not tell them again.
 */
export function mentionText(html: string): string {
  let rest = html;
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(/<blockquote\b[^>]*>(?:(?!<blockquote\b)[\s\S])*?<\/blockquote>/gi, " ");
  }
  return plainText(rest).replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]!);
}

/**
 * Tells the people a post others can see mentions, once per post and person: they are recorded,
 * follow the topic from now on (its replies reach their activity feed) and get a mail. Nothing for
 * a held, hidden or deleted post, or one in a topic others cannot see; returns who was told.
 */
export async function notifyMentions(db: Db, deps: MentionDeps, postId: number): Promise<number[]> {
  const [row] = await rowsOf(
    db,
    sql`select p.topic_id, p.author_person_id, p.body_html, t.title, ${personName("a")} as author,
        (p.state = 'visible' and p.deleted_at is null and t.state = 'visible' and t.deleted_at is null) as shown
      from forum_posts p join forum_topics t on t.id = p.topic_id left join persons a on a.id = p.author_person_id
      where p.id = ${postId}`,
  );
  if (!row || !bool(row.shown) || row.author_person_id === null) return [];
  const topicId = num(row.topic_id);
  const targets = await mentionTargets(db, topicId, num(row.author_person_id));
  const text = mentionText(String(row.body_html));
  const named = new Set(
    findMentions(
      text,
      targets.map((t) => t.name),
    ).map((m) => m.name.toLowerCase()),
  );
  const mentioned = targets.filter((t) => named.has(t.name.toLowerCase()));
  const told = new Set(
    await insertMentions(
      db,
      postId,
      mentioned.map((m) => m.personId),
      deps.now,
    ),
  );
  const title = String(row.title).replace(/[\r\n]+/g, " ");
  const author = String(row.author);
  const link = `${deps.publicUrl}/app/forumconvo/${topicId}`;
  const excerpt = text.length > 500 ? `${text.slice(0, 500)}…` : text;
  const tell = mentioned.filter((m) => told.has(m.personId));
  for (const person of tell) {
    await setFollowing(db, topicId, person.personId, true);
    await deps.mailer.send(db, {
      to: person.email,
      subject: `${author} mentioned you in "${title}"`,
      text: `Hello ${person.name},\n\n${author} mentioned you in the topic "${title}":\n\n${excerpt}\n\nRead the conversation: ${link}\n\nYou now follow the topic, so its new replies reach you too; unfollow it there to stop.\n`,
    });
  }
  return tell.map((m) => m.personId);
}
