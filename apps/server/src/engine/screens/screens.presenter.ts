import type { TScreenResponse } from "@fsm/contracts";
import type { TScreenDocument } from "@fsm/metadata";
import type { ScreenRow } from "./screens.repository.js";

export function presentScreen(
  row: ScreenRow,
  document: TScreenDocument,
  subScreenIds: number[],
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
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    document: document as unknown as Record<string, unknown>,
  };
}
