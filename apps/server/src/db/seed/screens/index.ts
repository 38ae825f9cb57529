import { describeIssue, parseScreenDocument, type TScreenDocumentInput } from "@fsm/metadata";
import type { Db } from "../../client.js";
import {
  baselineComment,
  baselineStep,
  validForBaseline,
} from "../../../engine/documents/baseline-documents.js";
import { listDocuments } from "../../../engine/documents/documents.repository.js";
import { SCREEN_KIND } from "../../../engine/screens/screen.kind.js";
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
 * Baseline screens go in validated like a designer's save, with revision 1 as their origin. On
 * every start the stored ones are compared with the shipped ones (one query, then a parse each): a
 * screen only the seed has written is brought up to the shipped version as its next revision, so
 * what the code ships later reaches databases seeded earlier; a screen a designer has revised is
 * left as it is (baselineStep).
 */
export async function seedBaselineScreens(db: Db): Promise<void> {
  const stored = new Map(
    (await listDocuments(db, SCREEN_KIND.format.kind)).map((row) => [row.name.toLowerCase(), row]),
  );
  for (const raw of BASELINE_SCREENS) {
    const shipped = parseScreenDocument(raw);
    if (!shipped.ok)
      throw new Error(`baseline screen ${raw.name}: ${shipped.issues.map(describeIssue).join("; ")}`);
    const step = await baselineStep(
      db,
      SCREEN_KIND.format.kind,
      raw.name,
      stored.get(raw.name.toLowerCase()),
      shipped.value,
    );
    if (step === "current" || step === "kept") continue;
    const doc = await validForBaseline(step, raw.name, () => validateDocument(db, raw));
    if (doc)
      await storeDocument(db, null, doc, {
        isBaseline: true,
        comment: baselineComment(step),
        origin: "seed",
      });
  }
}
