import { sql } from "drizzle-orm";
import { actorName, type ActivitySource } from "../../engine/activity/activity-source.js";
import { requestStatusTransitions } from "./request-status.transitions.js";

/*
 * The requests module's events for the activity feed, derived from what it keeps: a request's
 * creation, and its history (request_notes) where, as in the timeline, an entry of kind STATUS
 * whose text is a status code is a status change and every other entry is a note.
 */

const requestOf = sql`request_notes n join service_requests t on t.id = n.request_id
  left join persons p on p.id = n.author_person_id`;

/** The status a change left: the request's previous status entry, if any. */
const previousStatus = sql`left join lateral (
    select q.text as code from request_notes q join request_statuses qs on qs.code = q.text
    where q.request_id = n.request_id and q.kind = 'STATUS' and (q.created_at, q.id) < (n.created_at, n.id)
    order by q.created_at desc, q.id desc limit 1
  ) prev on true
  left join request_statuses f on f.code = prev.code`;

export const statusChangeSource: ActivitySource = {
  key: "status",
  kind: "status_change",
  table: "service_requests",
  from: sql`${requestOf} join request_statuses s on s.code = n.text ${previousStatus}`,
  // A request's first status is its creation (request_created), not a change.
  where: sql`n.kind = 'STATUS' and (prev.code is not null or n.text <> ${requestStatusTransitions.initial})`,
  at: sql`n.created_at`,
  rowId: sql`n.id`,
  number: sql`t.request_number`,
  summary: sql`json_build_object('actor', ${actorName("p")},
    'from', case when f.code is null then null else json_build_object('code', f.code, 'name', f.name) end,
    'to', json_build_object('code', s.code, 'name', s.name))`,
};

export const noteSource: ActivitySource = {
  key: "note",
  kind: "note",
  table: "service_requests",
  from: requestOf,
  where: sql`not (n.kind = 'STATUS' and exists (select 1 from request_statuses s where s.code = n.text))`,
  at: sql`n.created_at`,
  rowId: sql`n.id`,
  number: sql`t.request_number`,
  summary: sql`json_build_object('actor', ${actorName("p")}, 'noteKind', n.kind, 'excerpt', left(n.text, 200))`,
};

export const requestCreatedSource: ActivitySource = {
  key: "request",
  kind: "request_created",
  table: "service_requests",
  from: sql`service_requests t left join persons p on p.id = t.created_by`,
  at: sql`t.created_at`,
  rowId: sql`t.id`,
  number: sql`t.request_number`,
  summary: sql`json_build_object('actor', ${actorName("p")}, 'excerpt', left(t.description, 200))`,
};

export const REQUEST_ACTIVITY: ActivitySource[] = [requestCreatedSource, statusChangeSource, noteSource];
