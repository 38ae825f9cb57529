import { ErrorCode, message } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { countHit } from "../../platform/rate-limits/rate-limits.repository.js";

export type RateLimitRule = { max: number; windowSeconds: number };

/**
 * Defaults (ARCHITECTURE §5). signInAccount, signInClient and signInDevice count failed sign-ins
 * (per account; per account and client address; per device cookie: see SignInThrottle); signIn
 * counts attempts per address, or per account for a browser holding that account's device cookie;
 * sendEmail, the forum's, the blog's, upload, profileImage, submitWorkflow, saveDataView,
 * exportCsv and lobbyTicket per signed-in person; the rest hits per IP.
 */
export const DEFAULT_RATE_LIMITS = {
  signIn: { max: 20, windowSeconds: 60 },
  signInAccount: { max: 10, windowSeconds: 15 * 60 },
  signInClient: { max: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins made with one device cookie: past them it is trusted no more (SignInThrottle). */
  signInDevice: { max: 10, windowSeconds: 15 * 60 },
  signUp: { max: 10, windowSeconds: 15 * 60 },
  checkUserName: { max: 60, windowSeconds: 60 },
  activate: { max: 10, windowSeconds: 15 * 60 },
  recoverPassword: { max: 5, windowSeconds: 15 * 60 },
  forgetEmail: { max: 5, windowSeconds: 15 * 60 },
  verifyCode: { max: 10, windowSeconds: 15 * 60 },
  changePassword: { max: 10, windowSeconds: 15 * 60 },
  /** requestworkflow/sendemail, counted per signed-in person. */
  sendEmail: { max: 10, windowSeconds: 15 * 60 },
  /** Forum topics, replies and edits, counted per signed-in person (config.rateLimitPerson). */
  forumPost: { max: 20, windowSeconds: 10 * 60 },
  /** Forum flags, per signed-in person. */
  forumFlag: { max: 20, windowSeconds: 10 * 60 },
  /** Blog draft saves, per person: autosave saves at most every 3 s of typing, so 300 is a busy editor. */
  blogDraft: { max: 300, windowSeconds: 10 * 60 },
  /** Blog publish, unpublish and restore, per person. */
  blogPublish: { max: 30, windowSeconds: 10 * 60 },
  /** attachments/upload, per person: the cap on files anyone can push into storage in an hour. */
  upload: { max: 100, windowSeconds: 60 * 60 },
  /** Profile image uploads, per person: a few tries at a new picture, never a stream of files. */
  profileImage: { max: 30, windowSeconds: 60 * 60 },
  /**
   * Wizard submissions (new service requests, RMAs), per person: a request a minute for an hour
   * is more than anyone types through the wizard; a script creating records stops there.
   */
  submitWorkflow: { max: 60, windowSeconds: 60 * 60 },
  /** Saved views of a list (save and replace), per person: each is an explicit click. */
  saveDataView: { max: 60, windowSeconds: 10 * 60 },
  /** Full CSV exports of a list, per person: each reads every matching row, without a cap. */
  exportCsv: { max: 30, windowSeconds: 60 * 60 },
  /**
   * Lobby stream tickets, per person: one per page that shows the feed and per reconnect (at
   * least a second apart per tab); a script opening streams in a loop stops at one a second.
   */
  lobbyTicket: { max: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

export function tooManyAttempts(resetAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(429, ErrorCode.RateLimited, message("error_rate_limited", { seconds }), {
    headers: { "retry-after": String(seconds) },
  });
}

export class RateLimiter {
  constructor(
    private readonly db: Db,
    readonly rules: RateLimitRules,
  ) {}

  /** Counts a hit and throws 429 once the window's budget is spent. */
  async hit(name: RateLimitName, subject: string, now = new Date()): Promise<void> {
    const rule = this.rules[name];
    const row = await countHit(this.db, `${name}:${subject}`, now, rule.windowSeconds);
    if (row.count > rule.max) throw tooManyAttempts(row.resetAt, now);
  }
}
