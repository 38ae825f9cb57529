import type { TRemoveCommunityElementResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { setDocumentDisabled } from "../documents/document-store.js";
import { SCREEN_KIND } from "./screen.kind.js";
import { unknownScreen } from "./screens.errors.js";
import { lockScreen } from "./screens.repository.js";

/**
 * removecommunityelement: switches a screen (a dashboard or community element) off or on again.
 * The document stays; the switch is recorded in the screen's history under who did it.
 */
export async function setCommunityElementDisabled(
  db: Db,
  actor: Actor,
  screenId: number,
  disabled: boolean,
): Promise<TRemoveCommunityElementResponse> {
  const row = await lockScreen(db, screenId);
  if (!row) throw unknownScreen(screenId);
  if (row.disabled !== disabled) await setDocumentDisabled(db, SCREEN_KIND, actor, row, disabled);
  return {
    status: "success",
    message: `"${row.name}" is ${disabled ? "disabled" : "enabled"}.`,
    screenId: row.id,
    name: row.name,
    disabled,
  };
}
