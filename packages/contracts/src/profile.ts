import { z } from "zod";
import { fileName, formField, rowId, text } from "./fields.js";
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from "./constants.js";

export const ZProfile = z.object({
  PersonId: z.number().int(),
  UserName: text(),
  FirstName: text(),
  LastName: text(),
  EmailAddress: text(),
  AltEmailAddress: text().nullable(),
  Phone: text().nullable(),
  CompanyName: text().nullable(),
  Role: text(),
  ImageId: text().nullable(),
  Locale: text(),
  TimeZone: text().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Omitted: keep the stored value (undefined); null or blank: clear it (null). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const ZUpdateProfileRequest = z.object({
  FirstName: text({ error: "First Name is required" }).trim().min(1, "First Name is required").max(80),
  LastName: text({ error: "Last Name is required" }).trim().min(1, "Last Name is required").max(80),
  AltEmailAddress: optionalText(254).refine((v) => !v || EMAIL_PATTERN.test(v), {
    message: "Alternate e-mail must be a valid e-mail address",
  }),
  Phone: optionalText(20).refine((v) => !v || PHONE_PATTERN.test(v), {
    message: "Mobile number must be an optional + followed by 11 digits, e.g. +11233456789",
  }),
  Locale: text().trim().min(2).max(16).optional(),
  TimeZone: text().trim().max(64).nullable().optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZUpdatePasswordRequest = z
  .object({
    currentPassword: text({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(1024),
    password: text({ error: "Password is required" })
      .min(1, "Password is required")
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(1024),
    confirmPassword: text({ error: "Password mismatch" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Password mismatch",
  });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

/** updatepassword revokes every session and hands back a fresh one for this browser. */
export const ZUpdatePasswordResponse = z.object({ message: text(), authHeader: text() });
export type TUpdatePasswordResponse = z.infer<typeof ZUpdatePasswordResponse>;

/** The text fields of profile/updateimage (the image itself is the `attachment` part). */
export const ZUpdateImageForm = z.object({ filename: formField(fileName) });
export const ZUpdateImageResponse = z.object({ ImageId: text() });
/** getprofileimg?imageId=: the id updateimage answered (text(): a NUL is refused by name, not by SQL). */
export const ZProfileImageQuery = z.object({ imageId: text().trim().min(1, "imageId is required").max(64) });

/** getaboutinfo; what the server runs on (database, Node.js) is answered to studio users only. */
export const ZAboutInfo = z.object({
  productName: text(),
  version: text(),
  companyName: text(),
  database: z.enum(["PGlite", "PostgreSQL"]).optional(),
  serverTime: text(),
  nodeVersion: text().optional(),
});
export type TAboutInfo = z.infer<typeof ZAboutInfo>;

export const ZCheckPersonQuery = z.object({ personID: rowId });
export const ZCheckPersonResponse = z.object({ valid: z.boolean() });
