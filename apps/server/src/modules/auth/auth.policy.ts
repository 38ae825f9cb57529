import type { RoleRow } from "../../platform/access/roles.table.js";

/** canEditRequest (spec §6): staff and designers always; customers as the app parameter says. */
export const canEditRequest = (role: RoleRow, customerParam: boolean): boolean =>
  role.scope === "all" || customerParam;
