import type { TBlogAudience } from "@fsm/contracts";

/** What the editor edits: the fields a draft save sends. */
export type DraftContent = {
  title: string;
  excerpt: string;
  tags: string[];
  coverFileId: string | null;
  bodyHtml: string;
  audience: TBlogAudience;
};

export const EVERYONE: TBlogAudience = { all: true, roles: [], companyIds: [] };

export const EMPTY_DRAFT: DraftContent = {
  title: "",
  excerpt: "",
  tags: [],
  coverFileId: null,
  bodyHtml: "",
  audience: EVERYONE,
};

/** The browser's copy of an unsaved draft, written on every change (a failed server save loses nothing). */
export type DraftSnapshot = { content: DraftContent; savedAt: number };

const key = (postId: number | null) => `fsm.blog.draft.${postId ?? "new"}`;

export function readSnapshot(postId: number | null): DraftSnapshot | null {
  try {
    const raw = localStorage.getItem(key(postId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as DraftSnapshot;
    if (typeof parsed.savedAt !== "number" || typeof parsed.content?.bodyHtml !== "string") return null;
    return { ...parsed, content: { ...EMPTY_DRAFT, ...parsed.content } };
  } catch {
    return null;
  }
}

export function writeSnapshot(postId: number | null, content: DraftContent): void {
  try {
    localStorage.setItem(
      key(postId),
      JSON.stringify({ content, savedAt: Date.now() } satisfies DraftSnapshot),
    );
  } catch {
    // A full or blocked storage: the server save still runs.
  }
}

export function dropSnapshot(postId: number | null): void {
  localStorage.removeItem(key(postId));
}

export const sameContent = (a: DraftContent, b: DraftContent): boolean =>
  a.title === b.title &&
  a.excerpt === b.excerpt &&
  a.coverFileId === b.coverFileId &&
  a.bodyHtml === b.bodyHtml &&
  a.tags.join("\u0000") === b.tags.join("\u0000") &&
  JSON.stringify(a.audience) === JSON.stringify(b.audience);

/**
 * Which content the editor opens with: the browser's copy when it is newer than the server's
 * working copy and differs from it (the last server save failed), else the server's.
 */
export function startingContent(
  server: { content: DraftContent; updatedAt: number } | null,
  local: DraftSnapshot | null,
): { content: DraftContent; restored: boolean } {
  if (local && (!server || (local.savedAt > server.updatedAt && !sameContent(local.content, server.content))))
    return { content: local.content, restored: true };
  return { content: server?.content ?? EMPTY_DRAFT, restored: false };
}
