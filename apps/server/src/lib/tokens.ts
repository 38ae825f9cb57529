import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 32 random bytes (256 bits) as base64url: session tokens, reset and activation secrets. */
export const randomToken = (): string => randomBytes(32).toString("base64url");

/** Tokens are stored only as their SHA-256, so a database leak yields no usable token. */
export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

export const hmac = (secret: string, value: string): string =>
  createHmac("sha256", secret).update(value).digest("base64url");

/** A 6-digit recovery code, uniformly drawn (crypto.randomInt, not Math.random). */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Constant-time string comparison for secrets the client echoes back. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
