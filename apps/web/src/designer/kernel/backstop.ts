import { LocalKey, SessionKey } from "../../lib/storage-keys";

/**
 * The local backstop of a document's edits: written on every edit, cleared once the server holds
 * them. Found at the next opening, it means edits the server never got (the tab closed or saving
 * failed), and the editor offers them back. Keyed by person too: a shared browser keeps each
 * designer's own.
 */
export interface Backstop {
  document: Record<string, unknown>;
  baseRevision: number;
  /** When the edit was made (ISO), shown in the offer. */
  editedAt: string;
}

const PREFIX = "studio_backstop_";

function person(): string {
  return (
    sessionStorage.getItem(SessionKey.loggedInUserId) ?? localStorage.getItem(LocalKey.sessionPersonId) ?? ""
  );
}

export const backstopKey = (kind: string, name: string): string =>
  `${PREFIX}${JSON.stringify([kind, name, person()])}`;

export function readBackstop(kind: string, name: string): Backstop | null {
  try {
    const text = localStorage.getItem(backstopKey(kind, name));
    const parsed = text ? (JSON.parse(text) as Backstop) : null;
    return parsed && typeof parsed.document === "object" && typeof parsed.baseRevision === "number"
      ? parsed
      : null;
  } catch {
    return null; // unreadable (edited by hand, storage blocked): nothing to offer
  }
}

export function writeBackstop(kind: string, name: string, backstop: Backstop): void {
  try {
    localStorage.setItem(backstopKey(kind, name), JSON.stringify(backstop));
  } catch {
    // Storage full or blocked: the server draft is still the real copy; the backstop is a bonus.
  }
}

export function clearBackstop(kind: string, name: string): void {
  localStorage.removeItem(backstopKey(kind, name));
}
