import type { TScreenDocumentInput } from "@fsm/metadata";
import type { Db } from "../../client.js";
import { screenNames } from "../../../engine/screens/screens.repository.js";
import { storeDocument } from "../../../engine/screens/screens.service.js";
import { validateDocument } from "../../../engine/screens/screens.validate.js";
import { DASHBOARD_REQUEST_COUNTERS, DASHBOARD_RMA_COUNTERS } from "./dashboard-counters.screens.js";
import { assetLookup, productLookup, siteLookup } from "./lookup.screens.js";
import { requestScreen } from "./request.screen.js";
import { rmaScreen } from "./rma.screen.js";
import { REQUEST_WORKFLOW_SCREENS } from "./request-workflow.screens.js";
import { RMA_WORKFLOW_SCREENS } from "./rma-workflow.screens.js";
import { SURVEY_WORKFLOW_SCREENS } from "./survey-workflow.screens.js";

/** Lookups first: the portal screens refer to them, and references must resolve when stored. */
export const BASELINE_SCREENS: TScreenDocumentInput[] = [
  siteLookup,
  assetLookup,
  productLookup,
  requestScreen,
  rmaScreen,
  ...REQUEST_WORKFLOW_SCREENS,
  ...RMA_WORKFLOW_SCREENS,
  ...SURVEY_WORKFLOW_SCREENS,
  // After the lists their counters count.
  DASHBOARD_REQUEST_COUNTERS,
  DASHBOARD_RMA_COUNTERS,
];

/**
 * Baseline screens go in once, validated like a designer's save, with revision 1 as their origin.
 * A screen that exists (perhaps edited by a designer) is left as it is; on every start after the
 * first one query finds them all there.
 */
export async function seedBaselineScreens(db: Db): Promise<void> {
  const stored = await screenNames(db);
  for (const raw of BASELINE_SCREENS) {
    if (stored.has(raw.name.toLowerCase())) continue;
    const doc = await validateDocument(db, raw);
    await storeDocument(db, null, doc, { isBaseline: true, comment: "baseline" });
  }
}
