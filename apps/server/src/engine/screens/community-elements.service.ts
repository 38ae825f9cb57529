import type { TRemoveCommunityElementResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { addRevision } from "./screen-revisions.repository.js";
import { unknownScreen } from "./screens.errors.js";
import { lockScreen, setScreenDisabled } from "./screens.repository.js";

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
  if (row.disabled !== disabled) {
    await setScreenDisabled(db, row.id, disabled);
    await addRevision(db, {
      screenId: row.id,
      document: row.document,
      authorPersonId: actor.personId,
      comment: disabled ? "disabled" : "enabled",
    });
  }
  return {
    status: "success",
    message: `"${row.name}" is ${disabled ? "disabled" : "enabled"}.`,
    screenId: row.id,
    name: row.name,
    disabled,
  };
}
