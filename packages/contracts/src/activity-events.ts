import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

// The activity feed's answer (activity-api.ts has its query). zod/mini (text-field.ts says why):
// the dashboard and the lobby parse these on their first paint.

/** How many events a page of the activity feed holds unless the caller asks otherwise, and at most. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_MAX = 100;

/** The record an event belongs to: its table, id and the number people quote (SR-000577). */
const ZActivityRecord = z.object({ table: text(), id: z.int(), number: text() });

/** A request status: its code and its name (a message key, as getServiceRequestStatuses gives it). */
const ZActivityStatus = z.object({ code: text(), name: text().check(z.describe("Message key")) });

/** Who caused the event, by name; null when the person is gone or it was the system. */
const actor = z.nullable(text());

const event = {
  /** Stable and unique across kinds: "<source>:<row id>" ("status:123"). */
  id: text(),
  occurred_at: text().check(z.describe("ISO 8601")),
  record: ZActivityRecord,
};

export const ZActivityEvent = z.discriminatedUnion("kind", [
  z.object({
    ...event,
    kind: z.literal("status_change"),
    summary: z.object({ actor, from: z.nullable(ZActivityStatus), to: ZActivityStatus }),
  }),
  z.object({
    ...event,
    kind: z.literal("note"),
    /** noteKind: the history entry's kind code (NOTE, VISIT…); excerpt: its text's first 200 characters. */
    summary: z.object({ actor, noteKind: text(), excerpt: text() }),
  }),
  z.object({
    ...event,
    kind: z.literal("request_created"),
    summary: z.object({ actor, excerpt: text() }),
  }),
  z.object({
    ...event,
    kind: z.literal("rma_created"),
    /** Code values of the rma_status and rma_reason code tables. */
    summary: z.object({ actor, status: text(), reason: text() }),
  }),
  z.object({
    ...event,
    kind: z.literal("blog_post"),
    /** A published post (record.number is its title); excerpt: the post's excerpt. */
    summary: z.object({ actor, excerpt: text() }),
  }),
  z.object({
    ...event,
    kind: z.literal("forum_reply"),
    /** A reply in a topic the reader follows (record: the topic, number: its title); excerpt: the reply's text. */
    summary: z.object({ actor, excerpt: text() }),
  }),
]);
export type TActivityEvent = z.infer<typeof ZActivityEvent>;
export type TActivityKind = TActivityEvent["kind"];

/** The caller's visible events, newest first; nextCursor is null on the last page. */
export const ZActivityFeedResponse = z.object({
  events: z.array(ZActivityEvent),
  nextCursor: z.nullable(text()),
});
export type TActivityFeedResponse = z.infer<typeof ZActivityFeedResponse>;
