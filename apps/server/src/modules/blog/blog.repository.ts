import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roles } from "../../platform/access/roles.table.js";
import { companies } from "../../platform/companies/companies.table.js";
import { storedFiles } from "../../platform/files/stored-files.table.js";
import { persons } from "../../platform/persons/persons.table.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { canWriteBlog } from "./blog.policy.js";
import { blogPostFiles, blogPosts, blogPostVersions } from "./blog.table.js";

/** Types an <img> may show (sniffed at upload); SVG can carry script, so it is not one of them. */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

const authorName = sql<string>`coalesce(${persons.firstName} || ' ' || ${persons.lastName}, '')`;

/**
 * What a reader sees: published, its publish instant reached (`now` is a parameter, so tests move
 * time), and open to the caller — every signed-in user, or the caller's role or company. Editors
 * see every audience.
 */
export function visibleTo(actor: Actor, now: Date): SQL {
  const live = and(
    eq(blogPosts.status, "published"),
    isNotNull(blogPosts.publishAt),
    sql`${blogPosts.publishAt} <= ${now.toISOString()}::timestamptz`,
  )!;
  if (canWriteBlog(actor)) return live;
  const audience = [
    eq(blogPostVersions.audienceAll, true),
    sql`${actor.roleCode}::text = any(${blogPostVersions.audienceRoles})`,
    ...(actor.companyId === null
      ? []
      : [sql`${actor.companyId}::int = any(${blogPostVersions.audienceCompanies})`]),
  ];
  return and(live, or(...audience))!;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export function listFilter(search: string | undefined, tag: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    where.push(
      or(
        ilike(blogPostVersions.title, like),
        ilike(blogPostVersions.excerpt, like),
        ilike(blogPostVersions.bodyHtml, like),
      )!,
    );
  }
  if (tag) where.push(sql`${tag}::text = any(${blogPostVersions.tags})`);
  return where;
}

const publishedColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  publishAt: blogPosts.publishAt,
  status: blogPosts.status,
  version: blogPostVersions.version,
  title: blogPostVersions.title,
  excerpt: blogPostVersions.excerpt,
  coverFileId: blogPostVersions.coverFileId,
  tags: blogPostVersions.tags,
  bodyHtml: blogPostVersions.bodyHtml,
  authorName,
};
export type PublishedRow = {
  id: number;
  slug: string;
  publishAt: Date | null;
  status: "draft" | "published";
  version: number | null;
  title: string;
  excerpt: string;
  coverFileId: string | null;
  tags: string[];
  bodyHtml: string;
  authorName: string;
};

const published = (db: Db) =>
  db
    .select({ ...publishedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(blogPosts)
    .innerJoin(blogPostVersions, eq(blogPostVersions.id, blogPosts.publishedVersionId))
    .leftJoin(persons, eq(persons.id, blogPosts.authorPersonId));

export async function findPublishedPage(db: Db, where: SQL, limit: number, offset: number) {
  return published(db)
    .where(where)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

/** The visible tags with how many visible posts carry each, most used first. */
export async function findTagCounts(db: Db, where: SQL) {
  const result = (await db.execute(sql`
    select t.tag as tag, count(*)::int as count
    from ${blogPosts}
    join ${blogPostVersions} on ${blogPostVersions.id} = ${blogPosts.publishedVersionId}
    cross join lateral unnest(${blogPostVersions.tags}) as t(tag)
    where ${where}
    group by t.tag order by count(*) desc, t.tag limit 30`)) as unknown as {
    rows: { tag: string; count: number }[];
  };
  return result.rows.map((r) => ({ tag: String(r.tag), count: Number(r.count) }));
}

/** The visible post just older (before) or newer (after) than the one at (publishAt, id). */
export async function findNeighbour(db: Db, where: SQL, at: Date, id: number, side: "older" | "newer") {
  const key = sql`(${blogPosts.publishAt}, ${blogPosts.id})`;
  const pos = sql`(${at.toISOString()}::timestamptz, ${id}::int)`;
  const [row] = await db
    .select({ id: blogPosts.id, title: blogPostVersions.title })
    .from(blogPosts)
    .innerJoin(blogPostVersions, eq(blogPostVersions.id, blogPosts.publishedVersionId))
    .where(and(where, side === "older" ? sql`${key} < ${pos}` : sql`${key} > ${pos}`))
    .orderBy(
      side === "older" ? desc(blogPosts.publishAt) : blogPosts.publishAt,
      side === "older" ? desc(blogPosts.id) : blogPosts.id,
    )
    .limit(1);
  return row ?? null;
}

export async function findPost(db: Db, id: number, forUpdate = false) {
  const query = db
    .select({ post: blogPosts, authorName })
    .from(blogPosts)
    .leftJoin(persons, eq(persons.id, blogPosts.authorPersonId))
    .where(eq(blogPosts.id, id));
  const [row] = await (forUpdate ? query.for("update", { of: blogPosts }) : query);
  return row;
}

export async function listAllPosts(db: Db) {
  return db
    .select({ post: blogPosts })
    .from(blogPosts)
    .orderBy(desc(blogPosts.draftUpdatedAt), desc(blogPosts.id))
    .limit(500);
}

export async function slugTaken(db: Db, slug: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), sql`${blogPosts.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Of these files, the images the caller may put in this post: ones the post already uses, or the
 * caller's own uploads.
 */
export async function usableImages(
  db: Db,
  actor: Actor,
  postId: number,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        inArray(storedFiles.contentType, IMAGE_TYPES),
        or(
          sql`exists (select 1 from ${blogPostFiles} where ${blogPostFiles.postId} = ${postId} and ${blogPostFiles.fileId} = ${storedFiles.id})`,
          and(eq(storedFiles.purpose, sql`'attachment'`), eq(storedFiles.ownerPersonId, actor.personId)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function linkImages(db: Db, postId: number, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .insert(blogPostFiles)
      .values(ids.map((fileId) => ({ postId, fileId })))
      .onConflictDoNothing();
}

export async function findVersions(db: Db, postId: number) {
  return db
    .select({ version: blogPostVersions, publishedBy: authorName })
    .from(blogPostVersions)
    .leftJoin(persons, eq(persons.id, blogPostVersions.publishedBy))
    .where(eq(blogPostVersions.postId, postId))
    .orderBy(desc(blogPostVersions.version));
}

export async function findVersion(db: Db, postId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(blogPostVersions)
    .where(and(eq(blogPostVersions.postId, postId), eq(blogPostVersions.id, versionId)));
  return row;
}

export async function nextVersionNumber(db: Db, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${blogPostVersions.version}), 0) + 1`.mapWith(Number) })
    .from(blogPostVersions)
    .where(eq(blogPostVersions.postId, postId));
  return row!.n;
}

/**
 * An image the caller may see: for a reader, one the published version of a post open to it
 * shows; for an editor (where null), one any post uses or the editor's own upload.
 */
export async function findPostImage(db: Db, actor: Actor, fileId: string, where: SQL | null) {
  const shown =
    where === null
      ? or(
          sql`exists (select 1 from ${blogPostFiles} where ${blogPostFiles.fileId} = ${storedFiles.id})`,
          and(eq(storedFiles.purpose, sql`'attachment'`), eq(storedFiles.ownerPersonId, actor.personId)),
        )
      : sql`exists (select 1 from ${blogPosts}
          join ${blogPostVersions} on ${blogPostVersions.id} = ${blogPosts.publishedVersionId}
          where ${where} and (${blogPostVersions.coverFileId} = ${storedFiles.id}
            or position(${storedFiles.id} in ${blogPostVersions.bodyHtml}) > 0))`;
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), inArray(storedFiles.contentType, IMAGE_TYPES), shown));
  return row;
}

/** What a post's audience may name: roles that open the blog, and the companies. */
export async function findAudienceChoices(db: Db) {
  return {
    roles: await db
      .select({ code: roles.code, title: roles.title })
      .from(roles)
      .where(eq(roles.blog, true))
      .orderBy(roles.title),
    companies: await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .orderBy(companies.name)
      .limit(1000),
  };
}
