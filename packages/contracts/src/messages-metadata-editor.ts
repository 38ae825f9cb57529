/**
 * English defaults of the Metadata Editor and the Import / Export page of the UI Designer: they
 * come with those pages, not with the shell (bench/budgets.json).
 */
export const METADATA_EDITOR_MESSAGES = {} as const;
