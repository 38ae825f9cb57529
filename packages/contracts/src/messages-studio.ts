/**
 * English defaults of the studio's shared editing kernel (apps/web/src/designer/kernel: undo,
 * autosave, drafts, publish, conflicts, problems, revisions): they come with the designer's
 * pages, not with the shell (bench/budgets.json).
 */
export const STUDIO_MESSAGES = {} as const;
