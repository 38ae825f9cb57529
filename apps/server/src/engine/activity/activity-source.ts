import type { TActivityKind } from "@fsm/contracts";
import { sql, type SQL } from "drizzle-orm";
import { declareOnce } from "../../lib/declare-once.js";
import type { Actor } from "../../platform/sessions/actor.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** Activity-feed events derived from the module's rows. */
    activitySources?: ActivitySource[];
  }
}

/**
 * One kind of event of the activity feed, derived from rows a business module already keeps (a
 * request's history, a new RMA), declared by that module (ARCHITECTURE §2 rule 3). The engine
 * never names the tables: it selects the declared expressions, adds the caller's row scope of
 * `table` (alias `t`) and the feed's keyset, and unions every source the caller's areas open.
 */
export type ActivitySource = {
  /** Prefix of the event ids ("status" → "status:123"); unique among the declared sources. */
  key: string;
  kind: TActivityKind;
  /**
   * The table of the record an event links to, aliased `t` in `from` (the web links by it). A
   * dictionary table's area access and row scope decide who sees the events, unless `visibleTo` does.
   */
  table: string;
  /**
   * Who sees the events when the record is not a company's row (a blog post's audience, a forum
   * category's): the condition on `from` for this caller, or null when the source is closed to it.
   */
  visibleTo?: (actor: Actor) => SQL | null;
  /** FROM clause naming `t` (and any joins the expressions need). */
  from: SQL;
  /** The source's own condition (which history entries are its events), if any. */
  where?: SQL;
  /** When the event happened: a timestamptz column, ideally the head of an index. */
  at: SQL;
  /** The integer id of the row the event is, unique within the source. */
  rowId: SQL;
  /** The number people quote for the record (SR-000577). */
  number: SQL;
  /** A json object: the event's summary, in the contract's shape for `kind`. */
  summary: SQL;
};

/**
 * A summary's `actor`: the display name of the person joined as `alias` (persons), null when the
 * row names nobody or the person is gone (the web then says who in its own words).
 */
export const actorName = (alias: string): SQL =>
  sql`nullif(trim(${sql.identifier(alias)}.first_name || ' ' || ${sql.identifier(alias)}.last_name), '')`;

const declared = new Map<string, ActivitySource>();

/** Business modules declare their event sources once, when the app is composed (modules/declared-activity.ts). */
export function declareActivitySources(...sources: ActivitySource[]): void {
  for (const source of sources) {
    if (!/^[a-z][a-z_]*$/.test(source.key))
      throw new Error(`activity source key "${source.key}" is not a name`);
    declareOnce(declared, source.key, source, "activity source");
  }
}

/** Every declared source in declaration order; the order breaks ties of events at the same instant. */
export const activitySources = (): ActivitySource[] => [...declared.values()];
