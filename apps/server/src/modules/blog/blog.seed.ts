import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { companies } from "../../platform/companies/companies.table.js";
import { persons } from "../../platform/persons/persons.table.js";
import { blogPosts, blogPostVersions } from "./blog.table.js";

type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  bodyHtml: string;
  /** Days before the seeding day; null: a draft nobody has published. */
  daysAgo: number | null;
  /** Only this company's people (and editors) read it. */
  company?: string;
};

/** Real-looking posts a new demo user finds on the blog: how-tos, a notice, release notes, a draft. */
export const DEMO_POSTS: SeedPost[] = [
  {
    slug: "planned-maintenance-portal-offline-sunday",
    title: "Planned maintenance: the portal is offline on Sunday from 02:00 to 04:00 UTC",
    excerpt:
      "We are moving the portal to new servers. Requests raised by phone in that window are entered for you.",
    tags: ["Maintenance", "Notice"],
    daysAgo: 1,
    bodyHtml: `<p>On <strong>Sunday between 02:00 and 04:00 UTC</strong> the portal will be offline while we move it to new servers in the same data centre.</p>
<h2>What this means for you</h2>
<ul><li>You cannot sign in or raise requests online during the window.</li><li>Urgent faults can still be reported by phone; our dispatchers enter them for you.</li><li>Nothing you saved before the window is lost.</li></ul>
<p>If the portal is not back by 04:30 UTC, check this page again: we post updates here first.</p>`,
  },
  {
    slug: "release-notes-saved-views-and-csv-export",
    title: "Release notes: saved views, CSV export and a live activity feed",
    excerpt:
      "Save the filters you use every day, export any list to CSV, and watch new requests arrive as they happen.",
    tags: ["Release notes"],
    daysAgo: 4,
    bodyHtml: `<p>This release brings three things many of you asked for.</p>
<h2>Saved views</h2>
<p>Every list now has a <strong>Views</strong> menu. Set the columns, filters and sort you want, choose <em>Save this view</em>, and share it with your colleagues if you like.</p>
<h2>Export CSV</h2>
<p>Next to a list's main action you will find <strong>Export CSV</strong>. It exports exactly the rows the list shows, with the same filters and columns.</p>
<h2>Live activity</h2>
<p>The dashboard's activity card now updates by itself when a request is raised or its status changes.</p>
<blockquote><p>Tell us what you would like next: open a request of type <em>Feedback</em>.</p></blockquote>`,
  },
  {
    slug: "how-to-raise-a-service-request-that-gets-fixed-first-time",
    title: "How to raise a service request that gets fixed the first time",
    excerpt: "Five details that let our engineer bring the right part and skip the second visit.",
    tags: ["How-to", "Service requests"],
    daysAgo: 9,
    bodyHtml: `<p>Most second visits happen because the engineer arrived without the right part. These details prevent that.</p>
<ol><li><strong>The asset's serial number</strong>, from its nameplate. Pick the asset in the form and it fills in by itself.</li><li><strong>What you see</strong>: the error code on the display, or the noise, leak or smell.</li><li><strong>Since when</strong> and whether it comes and goes.</li><li><strong>What you already tried</strong>, for example a restart.</li><li><strong>Access</strong>: opening hours, the contact on site and any safety induction.</li></ol>
<h2>Error codes</h2>
<p>Type the code exactly as shown, for example <code>E-204</code>, so we can look it up before we leave.</p>`,
  },
  {
    slug: "returning-a-faulty-part-the-rma-steps",
    title: "Returning a faulty part: the RMA steps in three minutes",
    excerpt: "When to open a return, how to pack the part, and when the credit or replacement arrives.",
    tags: ["How-to", "RMA"],
    daysAgo: 16,
    bodyHtml: `<p>A return merchandise authorisation (RMA) tells our warehouse that a part is on its way back and why.</p>
<h2>The steps</h2>
<ol><li>Open <strong>RMA</strong> in the side bar and start a new return.</li><li>Add one line per part, with its serial number and the reason.</li><li>Print the RMA number and put it inside the box.</li></ol>
<h2>Packing</h2>
<p>Use the original packaging where you can. Electronics go in an anti-static bag.</p>
<table><thead><tr><th>Reason</th><th>What you get</th></tr></thead><tbody><tr><td>Faulty under warranty</td><td>A replacement, shipped on arrival</td></tr><tr><td>Wrong part delivered</td><td>The right part and a credit</td></tr></tbody></table>`,
  },
  {
    slug: "acme-quarterly-pump-inspection-schedule",
    title: "Acme: your quarterly pump inspection schedule",
    excerpt: "The dates our engineers visit your plants this quarter, and how to move one.",
    tags: ["Schedule"],
    daysAgo: 6,
    company: "acme-corp.test",
    bodyHtml: `<p>This quarter's inspections of your pump stations are booked as follows.</p>
<ul><li>Plant North: the first Tuesday of each month</li><li>Plant South: the third Thursday of each month</li></ul>
<p>To move a visit, raise a service request of type <em>Reschedule</em> at least five working days ahead.</p>`,
  },
  {
    slug: "winter-readiness-checklist",
    title: "Winter readiness checklist for outdoor equipment",
    excerpt: "What to check before the first frost.",
    tags: ["How-to"],
    daysAgo: null,
    bodyHtml: `<p>Draft: frost protection, heater checks, drain valves.</p>`,
  },
];

/** Demo posts by the demo staff member, once (a post whose slug exists is left alone). */
export async function seedDemoBlog(db: Db, today = new Date()): Promise<void> {
  const [author] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.email, "staff@demo.test"));
  const domains = DEMO_POSTS.flatMap((p) => (p.company ? [p.company] : []));
  const companyRows = domains.length
    ? await db.select().from(companies).where(inArray(companies.emailDomain, domains))
    : [];
  for (const p of DEMO_POSTS) {
    const companyId = p.company ? companyRows.find((c) => c.emailDomain === p.company)?.id : undefined;
    const audience = { all: companyId === undefined, companies: companyId === undefined ? [] : [companyId] };
    const at = p.daysAgo === null ? null : new Date(today.getTime() - p.daysAgo * 86_400_000);
    const [post] = await db
      .insert(blogPosts)
      .values({
        slug: p.slug,
        authorPersonId: author?.id ?? null,
        draftTitle: p.title,
        draftExcerpt: p.excerpt,
        draftTags: p.tags,
        draftBodyHtml: p.bodyHtml,
        draftAudienceAll: audience.all,
        draftAudienceCompanies: audience.companies,
        draftUpdatedAt: at ?? today,
        createdAt: at ?? today,
      })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    if (!post || !at) continue;
    const [version] = await db
      .insert(blogPostVersions)
      .values({
        postId: post.id,
        version: 1,
        title: p.title,
        excerpt: p.excerpt,
        tags: p.tags,
        bodyHtml: p.bodyHtml,
        audienceAll: audience.all,
        audienceRoles: [],
        audienceCompanies: audience.companies,
        publishedBy: author?.id ?? null,
        createdAt: at,
      })
      .returning({ id: blogPostVersions.id });
    await db
      .update(blogPosts)
      .set({ status: "published", publishAt: at, publishedVersionId: version!.id, publishedDraftRevision: 1 })
      .where(eq(blogPosts.id, post.id));
  }
}
