import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { declareOnce } from "../../lib/declare-once.js";
import type { Actor } from "../sessions/actor.js";

/**
 * Content like a text, by source: each module that owns content adds its entry by interface
 * merging (`declare module`) and declares the finder, so a module suggests another's content
 * (a blog post's forum topics, a new topic's blog posts) without importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SimilarContent {}

type Finder<K extends keyof SimilarContent> = (
  db: Db,
  actor: Actor,
  text: string,
  now: Date,
) => Promise<SimilarContent[K][]>;

const finders = new Map<string, unknown>();

/** Called once per source at start-up (modules/declared-similar.ts). */
export function declareSimilarContent<K extends keyof SimilarContent>(source: K, finder: Finder<K>): void {
  declareOnce(finders, source, finder, "similar-content source");
}

/**
 * The caller's best matches of `text` in a source, best first; none when the source is not
 * declared in this build or the caller may not read it (each finder applies its own access).
 */
export function findSimilar<K extends keyof SimilarContent>(
  source: K,
  db: Db,
  actor: Actor,
  text: string,
  now: Date,
): Promise<SimilarContent[K][]> {
  const finder = finders.get(source) as Finder<K> | undefined;
  return finder ? finder(db, actor, text, now) : Promise.resolve([]);
}

/** English stems of what was typed, any of them: the full-text query every similar search uses. */
export const anyWordQuery = (text: string): SQL =>
  sql`replace(plainto_tsquery('english', ${text})::text, '&', '|')::tsquery`;
