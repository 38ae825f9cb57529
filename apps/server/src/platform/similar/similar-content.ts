import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { declareOnce } from "../../lib/declare-once.js";
import type { Actor } from "../sessions/actor.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** Content of the module other modules may suggest (a finder with its own access rule). */
    similarSources?: SimilarSource[];
  }
}

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

/** One source with its finder, as the module that owns the content declares it. */
export type SimilarSource = {
  [K in keyof SimilarContent]: { source: K; finder: Finder<K> };
}[keyof SimilarContent];

/** Ties a finder to its source's result type; TypeScript cannot narrow the union from a generic K, hence the cast. */
export const similarSource = <K extends keyof SimilarContent>(source: K, finder: Finder<K>) =>
  ({ source, finder }) as SimilarSource;

/** Called once at start-up with every module's sources (modules/declared-similar.ts). */
export function declareSimilarSources(...sources: SimilarSource[]): void {
  for (const { source, finder } of sources) declareOnce(finders, source, finder, "similar-content source");
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
