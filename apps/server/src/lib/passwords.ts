import { hash, verify, type Algorithm } from "@node-rs/argon2";

// ARCHITECTURE §5 / OWASP: argon2id, 19 MiB, 2 passes, 1 lane (~25 ms per hash on this hardware).
// `Algorithm` is an ambient const enum (the runtime object is empty), hence the literal: 2 = Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, never a 500
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so a sign-in for an unknown account costs the same time as
 * one for a known account (no account enumeration by timing).
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy-password-for-equal-timing");
  await verifyPassword(await dummyHash, password);
}
