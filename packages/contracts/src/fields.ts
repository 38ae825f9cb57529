import { z } from "zod";
import { refuseNul } from "./text-field.js";

/*
 * Fields several call contracts share. Not exported from the package: each contract names its
 * own schemas, these only keep their rules alike.
 */

/**
 * Text as every contract takes it. PostgreSQL cannot hold U+0000 in text, so a NUL in any field
 * (JSON, query string, form or multipart field) is refused here, once, instead of failing in SQL.
 * Every string of the contracts is built from this (lint refuses a bare z.string() elsewhere).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare string schema is built
  z.string(params).check(refuseNul());

/** PostgreSQL's integer range: ids and counts above it fail in SQL, so the contract stops them. */
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number within [min, max], sent as a JSON number or as decimal digits (a query string or
 * form field is always text). Nothing is coerced: true, "0x10", " 0b11 ", "1e3" and [4] are refused.
 */
export const wholeNumber = (min: number, max: number = INT32_MAX) =>
  z
    .union(
      [
        z.number(),
        text()
          .regex(/^-?\d{1,16}$/, "must be a whole number")
          .transform(Number),
      ],
      { error: "must be a whole number" },
    )
    .pipe(z.number().int("must be a whole number").min(min).max(max));

/** A row id: a whole number from 1 to the integer column's maximum. */
export const rowId = wholeNumber(1);

/** An optional field of a form post: an empty value counts as not sent (browsers send "" for blanks). */
export const formField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** The file name a form gives an upload (spec: attachment + filename). */
export const fileName = text().trim().max(255);

/** A screen's or workflow's name as a request names it. */
export const screenName = text().trim().min(1).max(64);

/** A table's (or column's) name as a request names it; checked against the data dictionary, never used as SQL. */
export const tableName = text().trim().min(1).max(63);

/** Whether a flag sent as text means yes: "true", "1", "y" or "yes", any case. */
export const isYesText = (v: string): boolean => ["true", "1", "y", "yes"].includes(v.trim().toLowerCase());

/** The note a designer leaves with a change, kept in the revision history. */
export const revisionComment = text().max(500).optional();

/** What a stored revision of a screen or a workflow tells besides whose it is. */
export const revisionFields = {
  revision: z.number().int(),
  authorPersonId: z.number().int().nullable(),
  /** The author's name as people read it ("first last"); null: the seed, or a deleted person. */
  authorName: text().nullable().optional(),
  comment: text(),
  createdAt: text(),
  deleted: z.boolean(),
};
