import type { TScreenResponse, TScreenRevision } from "@fsm/contracts";
import type { TScreenDocument } from "@fsm/metadata";
import type { RevisionRow } from "./screen-revisions.repository.js";
import type { ScreenRow } from "./screens.table.js";

export function presentScreen(
  row: ScreenRow,
  document: TScreenDocument,
  subScreenIds: number[],
  revision: number,
): TScreenResponse {
  return {
    screenId: row.id,
    name: row.name,
    type: document.type,
    primaryScreenId: row.primaryScreenId,
    subScreenIds,
    formatVersion: document.formatVersion,
    disabled: row.disabled,
    isBaseline: row.isBaseline,
    revision,
    updatedAt: row.updatedAt.toISOString(),
    document: document as unknown as Record<string, unknown>,
  };
}

export const presentRevision = (row: RevisionRow): TScreenRevision => ({
  screenId: row.screenId,
  revision: row.revision,
  authorPersonId: row.authorPersonId,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  deleted: row.document === null,
});
