import { z } from "zod";
import { ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_SIZE } from "./activity-events.js";
import { text, wholeNumber } from "./fields.js";

/**
 * GET {dataview}/updateactvityfeed (spec §7; the path's spelling is the spec's): the first page
 * without `before`, the next one with the previous page's `nextCursor` as `before`.
 */
export const ZActivityFeedQuery = z.object({
  before: text().min(1).max(1000).optional(),
  limit: wholeNumber(1, ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_SIZE),
});
export type TActivityFeedQuery = z.infer<typeof ZActivityFeedQuery>;
