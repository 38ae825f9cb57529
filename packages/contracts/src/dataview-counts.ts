import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

// The answers of refreshcounters and getServiceRequestStatuses (their queries are in
// dataview-api.ts). zod/mini (text-field.ts says why): the dashboard parses these on its first paint.

export const ZRefreshCountersResponse = z.object({
  elementId: text(),
  count: z.int(),
  isEstimate: z.boolean(),
});

export const ZServiceRequestStatus = z.object({
  code: text(),
  name: text().check(z.describe("Message key")),
  sort: z.int(),
  isOpen: z.boolean(),
  /** Requests in this status the caller may see (past the count cap, the planner's estimate). */
  count: z.int(),
  /** true: `count` is an estimate (more than COUNT_CAP rows; shown "about"), as refreshcounters. */
  isEstimate: z.boolean(),
});
export const ZServiceRequestStatusesResponse = z.array(ZServiceRequestStatus);
