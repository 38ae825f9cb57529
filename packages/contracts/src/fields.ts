import { z } from "zod";

/*
 * Fields several call contracts share. Not exported from the package: each contract names its
 * own schemas, these only keep their rules alike.
 */

/** A screen's or workflow's name as a request names it. */
export const screenName = z.string().trim().min(1).max(64);

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
