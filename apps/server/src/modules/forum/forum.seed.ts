import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { persons } from "../../platform/persons/persons.table.js";
import { refreshTopicStats } from "./forum-stats.repository.js";
import { forumCategories, forumFollows, forumPosts, forumTopics } from "./forum.table.js";
import { plainText } from "../../platform/rich-text/rich-text.sanitize.js";

type Author = "casey" | "sam" | "dana";
const EMAILS: Record<Author, string> = {
  casey: "customer@demo.test",
  sam: "staff@demo.test",
  dana: "designer@demo.test",
};

type SeedTopic = {
  category: number;
  title: string;
  by: Author;
  daysAgo: number;
  body: string;
  pinned?: boolean;
  /** Index into replies of the solution. */
  solution?: number;
  replies: { by: Author; hoursLater: number; body: string }[];
};

const CATEGORIES = [
  {
    title: "Getting started",
    description: "Finding your way around the portal: requests, returns, notifications and your account.",
  },
  {
    title: "Maintenance & troubleshooting",
    description: "Error codes, noises, leaks and the fixes that worked. Our engineers answer here too.",
  },
];

/** A forum a new demo user finds alive: a pinned welcome, a solved question, open ones. */
export const DEMO_TOPICS: SeedTopic[] = [
  {
    category: 0,
    title: "Welcome to the community forum: read this first",
    by: "sam",
    daysAgo: 20,
    pinned: true,
    body: `<p>This is the place to ask other customers and our team about the equipment we look after for you.</p>
<ul><li>Search first: many questions have a solved topic already.</li><li>One question per topic, with the model and any error code in the title.</li><li>Never post serial numbers, addresses or anything you would not put on a notice board.</li></ul>
<p>Something urgent or broken? Raise a <strong>service request</strong> instead: that reaches a dispatcher straight away.</p>`,
    replies: [
      {
        by: "casey",
        hoursLater: 30,
        body: "<p>Thanks, good to have a place for the smaller questions that do not need a visit.</p>",
      },
    ],
  },
  {
    category: 0,
    title: "How do I add a colleague to our company account?",
    by: "casey",
    daysAgo: 12,
    solution: 0,
    body: `<p>Our maintenance lead should see our open requests too. Can I invite her myself, or does that go through you?</p>`,
    replies: [
      {
        by: "sam",
        hoursLater: 2,
        body: `<p>She can sign up herself with her work e-mail address: the portal recognises your company by the address's domain and links her account to it.</p>
<ol><li>Open the sign-in page and choose <em>Sign up</em>.</li><li>Use the company address, not a private one.</li><li>Confirm the link in the activation mail within 24 hours.</li></ol>`,
      },
      { by: "casey", hoursLater: 5, body: "<p>That worked, she is in. Thank you!</p>" },
    ],
  },
  {
    category: 1,
    title: "Pump P-200 shows error E-204 after a restart",
    by: "casey",
    daysAgo: 3,
    body: `<p>Since Monday our P-200 in Plant North stops after about ten minutes and the display shows <code>E-204</code>. A restart clears it, then it comes back. Has anyone seen this?</p>`,
    replies: [
      {
        by: "sam",
        hoursLater: 3,
        body: `<p>E-204 is the dry-run protection: the pump thinks it is running without water. Check that the suction valve is fully open and that the strainer is clean.</p>`,
      },
      {
        by: "casey",
        hoursLater: 20,
        body: "<p>The strainer was half blocked. Cleaned it, running for four hours now without the error.</p>",
      },
    ],
  },
  {
    category: 1,
    title: "Before winter: drain outdoor valves and check heater tapes",
    by: "dana",
    daysAgo: 8,
    body: `<p>A short list from last year's frost callouts, most of which were avoidable:</p>
<ul><li>Drain outdoor valves and hoses that will not run in winter.</li><li>Switch on heater tapes and check that they get warm.</li><li>Insulate exposed pipework at doors and vents.</li></ul>
<p>Add your own tips below.</p>`,
    replies: [
      {
        by: "casey",
        hoursLater: 48,
        body: "<p>We also label every drained valve with the date, so nobody opens it by mistake in January.</p>",
      },
    ],
  },
  {
    category: 1,
    title: "Compressor louder than usual after the last service visit",
    by: "casey",
    daysAgo: 1,
    body: `<p>Since the service visit last week our compressor hums louder, especially at start-up. Is that normal after new belts are fitted?</p>`,
    replies: [],
  },
];

const at = (base: Date, daysAgo: number, hoursLater = 0) =>
  new Date(base.getTime() - daysAgo * 86_400_000 + hoursLater * 3_600_000);

/** The demo forum, once: a database that has any category already is left alone. */
export async function seedDemoForum(db: Db, today = new Date()): Promise<void> {
  const existing = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(forumCategories);
  if (existing[0]!.n > 0) return;
  const people = await db
    .select({ id: persons.id, email: persons.email })
    .from(persons)
    .where(inArray(persons.email, Object.values(EMAILS)));
  const idOf = (a: Author) => people.find((p) => p.email === EMAILS[a])?.id ?? null;
  if (idOf("casey") === null || idOf("sam") === null) return;
  const categories = await db
    .insert(forumCategories)
    .values(CATEGORIES.map((c, i) => ({ ...c, position: i + 1 })))
    .returning({ id: forumCategories.id });
  for (const t of DEMO_TOPICS) {
    const created = at(today, t.daysAgo);
    const [topic] = await db
      .insert(forumTopics)
      .values({
        categoryId: categories[t.category]!.id,
        title: t.title,
        authorPersonId: idOf(t.by),
        pinned: t.pinned ?? false,
        searchText: `${t.title} ${plainText(t.body)}`,
        createdAt: created,
        lastActivityAt: created,
      })
      .returning({ id: forumTopics.id });
    const topicId = topic!.id;
    await db
      .insert(forumPosts)
      .values({ topicId, opening: true, authorPersonId: idOf(t.by), bodyHtml: t.body, createdAt: created });
    const replyIds: number[] = [];
    for (const r of t.replies) {
      const [post] = await db
        .insert(forumPosts)
        .values({
          topicId,
          authorPersonId: idOf(r.by),
          bodyHtml: r.body,
          createdAt: at(today, t.daysAgo, r.hoursLater),
        })
        .returning({ id: forumPosts.id });
      replyIds.push(post!.id);
    }
    if (t.solution !== undefined)
      await db.execute(
        sql`update forum_topics set solution_post_id = ${replyIds[t.solution]!} where id = ${topicId}`,
      );
    const author = idOf(t.by);
    if (author !== null)
      await db.insert(forumFollows).values({ topicId, personId: author }).onConflictDoNothing();
    await refreshTopicStats(db, topicId);
  }
}
