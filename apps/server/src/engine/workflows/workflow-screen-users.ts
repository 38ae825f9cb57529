import { workflowScreenNames } from "@fsm/metadata";
import type { ScreenUsers } from "../screens/screen-usages.js";
import { storedWorkflows } from "./workflow-catalog.js";

/** The stored workflows as users of the screens their steps name: a used screen cannot be deleted. */
export const WORKFLOW_SCREEN_USERS: ScreenUsers = {
  kind: "workflow",
  list: async (db) =>
    [...(await storedWorkflows(db)).values()].map((doc) => ({
      user: `workflow "${doc.header.name}"`,
      screens: workflowScreenNames(doc),
    })),
};
