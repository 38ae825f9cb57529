import type { TScreenDocument } from "@fsm/metadata";
import type { TRow } from "../../data-source";
import { useReadOnlyScreen } from "../shared/use-read-only-screen";

export type TSummaryScreen = Extract<TScreenDocument, { type: "summary" }>;

export interface SummaryScreenParams {
  document: TSummaryScreen;
  row: TRow;
}

/** The approved summary of a submitted record: every section read-only. */
export const useSummaryScreen = ({ document, row }: SummaryScreenParams) =>
  useReadOnlyScreen(document.sections, row);
