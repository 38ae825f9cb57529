import { z } from "zod";
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from "./constants.js";

export const ZProfile = z.object({
  PersonId: z.number().int(),
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  AltEmailAddress: z.string().nullable(),
  Phone: z.string().nullable(),
  CompanyName: z.string().nullable(),
  Role: z.string(),
  ImageId: z.string().nullable(),
  Locale: z.string(),
  TimeZone: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const ZUpdateProfileRequest = z.object({
  FirstName: z.string().trim().min(1, "First Name is required").max(80),
  LastName: z.string().trim().min(1, "Last Name is required").max(80),
  AltEmailAddress: optionalText(254).refine((v) => v === null || EMAIL_PATTERN.test(v), {
    message: "Alternate e-mail must be a valid e-mail address",
  }),
  Phone: optionalText(20).refine((v) => v === null || PHONE_PATTERN.test(v), {
    message: "Mobile number must be an optional + followed by 11 digits, e.g. +11233456789",
  }),
  Locale: z.string().trim().min(2).max(16).optional(),
  TimeZone: z.string().trim().max(64).nullable().optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZUpdatePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, "Current password is required").max(1024),
    password: z
      .string()
      .min(1, "Password is required")
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(1024),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Password mismatch",
  });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

/** updatepassword revokes every session and hands back a fresh one for this browser. */
export const ZUpdatePasswordResponse = z.object({ message: z.string(), authHeader: z.string() });
export type TUpdatePasswordResponse = z.infer<typeof ZUpdatePasswordResponse>;

export const ZUpdateImageResponse = z.object({ ImageId: z.string() });

export const ZAboutInfo = z.object({
  productName: z.string(),
  version: z.string(),
  companyName: z.string(),
  database: z.enum(["PGlite", "PostgreSQL"]),
  serverTime: z.string(),
  nodeVersion: z.string(),
});
export type TAboutInfo = z.infer<typeof ZAboutInfo>;

export const ZCheckPersonQuery = z.object({ personID: z.coerce.number().int().positive() });
export const ZCheckPersonResponse = z.object({ valid: z.boolean() });
