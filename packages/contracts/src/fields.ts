import { z } from "zod";

/*
 * Fields several call contracts share. Not exported from the package: each contract names its
 * own schemas, these only keep their rules alike.
 */

/** A screen's or workflow's name as a request names it. */
export const screenName = z.string().trim().min(1).max(64);

/** A table's (or column's) name as a request names it; checked against the data dictionary, never used as SQL. */
export const tableName = z.string().trim().min(1).max(63);

/** Whether a flag sent as text means yes: "true", "1", "y" or "yes", any case. */
export const isYesText = (v: string): boolean => ["true", "1", "y", "yes"].includes(v.trim().toLowerCase());

/** The note a designer leaves with a change, kept in the revision history. */
export const revisionComment = z.string().max(500).optional();

/** What a stored revision of a screen or a workflow tells besides whose it is. */
export const revisionFields = {
  revision: z.number().int(),
  authorPersonId: z.number().int().nullable(),
  comment: z.string(),
  createdAt: z.string(),
  deleted: z.boolean(),
};
