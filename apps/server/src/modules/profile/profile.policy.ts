import type { Actor } from "../../platform/sessions/actor.js";

/**
 * Who may see a profile image: its owner, people of the same company, and staff (scope all).
 * Everyone else gets the same 404 as for a missing image, so ids cannot be probed.
 */
export function canReadProfileImage(actor: Actor, owner: { id: number; companyId: number | null }): boolean {
  if (actor.personId === owner.id || actor.scope === "all") return true;
  return actor.companyId !== null && actor.companyId === owner.companyId;
}
