import { ErrorCode, message, type TConvertForumTopicResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { recordStatusChange } from "../../engine/records/status-history.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { nextRecordNumber } from "../../engine/records/record-numbers.repository.js";
import { AppError } from "../../lib/app-error.js";
import { plainText } from "../../platform/rich-text/rich-text.sanitize.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { requestStatusTransitions } from "../requests/request-status.transitions.js";
import { insertNote } from "../requests/timeline.repository.js";
import { findTopic } from "./forum.repository.js";
import { noSuchTopic } from "./forum.service.js";

const REQUESTS = "service_requests";
const PRIORITY = "MEDIUM";

/**
 * A staff member turns a topic into a service request of its author's company: numbered as any
 * request (SR-…), in the lifecycle's first status with that history entry, the author as its
 * contact, the topic's title and text as its description; a note on the request and the topic's
 * request link point at each other.
 */
export async function convertTopic(
  db: Db,
  actor: Actor,
  topicId: number,
  deps: { now: Date; publicUrl: string },
): Promise<TConvertForumTopicResponse> {
  const topic = await findTopic(db, actor, topicId, true);
  if (!topic) throw noSuchTopic();
  if (topic.requestId !== null)
    throw new AppError(
      409,
      ErrorCode.Conflict,
      message("error_forum_already_converted", { number: topic.requestNumber ?? "" }),
    );
  if (topic.authorCompanyId === null)
    throw new AppError(409, ErrorCode.Conflict, message("error_forum_author_no_company"));
  const [opening] = await rowsOf(
    db,
    sql`select body_html from forum_posts where topic_id = ${topic.id} and opening`,
  );
  const link = `${deps.publicUrl}/app/forumconvo/${topic.id}`;
  const description = `${topic.title}\n\n${plainText(String(opening?.body_html ?? ""))}\n\nFrom the forum: ${link}`;
  const number = await nextRecordNumber(db, REQUESTS);
  const status = requestStatusTransitions.initial;
  const [created] = await rowsOf(
    db,
    sql`insert into service_requests
          (request_number, company_id, status, priority, description, contact_person_id, created_by, created_at, updated_at)
        values (${number}, ${topic.authorCompanyId}, ${status}, ${PRIORITY}, ${description}, ${topic.authorPersonId},
          ${actor.personId}, ${deps.now.toISOString()}::timestamptz, ${deps.now.toISOString()}::timestamptz)
        returning id`,
  );
  const requestId = Number(created!.id);
  await recordStatusChange(db, actor, REQUESTS, requestId, undefined, { status });
  await insertNote(db, requestId, `Raised from the forum topic "${topic.title}": ${link}`, actor.personId);
  await db.execute(sql`update forum_topics set request_id = ${requestId} where id = ${topic.id}`);
  return { requestId, number };
}
