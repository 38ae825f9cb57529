/**
 * One colour per meaning, the same in every area (a status of a request, a return or an asset).
 * Badges always carry their text too: the colour only repeats what the words say.
 */
export type TBadgeTone = "new" | "active" | "waiting" | "done" | "stopped" | "neutral";
export type TPriorityTone = "low" | "medium" | "high" | "urgent";

export const TONE_COLOR: Record<TBadgeTone | TPriorityTone, string> = {
  new: "blue", // just raised, nobody has acted yet
  active: "violet", // someone is working on it
  waiting: "yellow", // paused, waiting for someone
  done: "green", // finished well
  stopped: "gray", // cancelled, rejected, retired
  neutral: "gray",
  low: "gray",
  medium: "blue",
  high: "orange",
  urgent: "red",
};

/** Codes by meaning; a code not listed reads neutral (grey) but still shows its description. */
const MEANINGS: Record<string, TBadgeTone | TPriorityTone> = {
  NEW: "new",
  OPEN: "new",
  ASSIGNED: "active",
  IN_PROGRESS: "active",
  APPROVED: "active",
  RECEIVED: "active",
  ACTIVE: "active",
  ON_HOLD: "waiting",
  PENDING: "waiting",
  RESOLVED: "done",
  CLOSED: "done",
  COMPLETED: "done",
  CANCELLED: "stopped",
  REJECTED: "stopped",
  INACTIVE: "stopped",
  RETIRED: "stopped",
  LOW: "low",
  MEDIUM: "medium",
  HIGH: "high",
  URGENT: "urgent",
};

export const toneOf = (code: string): TBadgeTone | TPriorityTone => MEANINGS[code.toUpperCase()] ?? "neutral";

/** Code tables shown as badges: statuses and priorities (`request_status`, `rma_status`, `request_priority`). */
export const isBadgeCodeTable = (codeTable: string | undefined): boolean =>
  !!codeTable && /(^|_)(status|priority)$/i.test(codeTable);
