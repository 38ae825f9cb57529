/**
 * A new topic being written, kept in the tab's sessionStorage on every change, so going to the
 * preview and back (or a reload) loses nothing. One draft per tab: the category travels with it.
 */
export type TopicDraft = { categoryId: number; title: string; bodyHtml: string };

const KEY = "fsm.forum.topic-draft";

export function readTopicDraft(): TopicDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<TopicDraft>;
    if (
      typeof draft.categoryId !== "number" ||
      typeof draft.title !== "string" ||
      typeof draft.bodyHtml !== "string"
    )
      return null;
    return { categoryId: draft.categoryId, title: draft.title, bodyHtml: draft.bodyHtml };
  } catch {
    return null;
  }
}

/** The draft the editor of `categoryId` opens with: the tab's own for that category, else empty. */
export function startingDraft(categoryId: number): TopicDraft {
  const draft = readTopicDraft();
  return draft && draft.categoryId === categoryId ? draft : { categoryId, title: "", bodyHtml: "" };
}

export function writeTopicDraft(draft: TopicDraft): void {
  try {
    if (!draft.title && !draft.bodyHtml) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the page still works, only the preview round trip would lose the text.
  }
}

export function dropTopicDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** The text has something worth keeping (an empty editor answers "" or an empty paragraph). */
export const hasText = (html: string): boolean => html.replace(/<[^>]*>/g, "").trim() !== "";
