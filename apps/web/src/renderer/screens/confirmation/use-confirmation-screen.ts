import type { TScreenDocument } from "@fsm/metadata";
import type { TRow } from "../../data-source";
import type { TAction } from "../../items/item-ui";
import { useReadOnlyScreen } from "../shared/use-read-only-screen";

export type TConfirmationScreen = Extract<TScreenDocument, { type: "confirmation" }>;

export interface ConfirmationScreenParams {
  document: TConfirmationScreen;
  /** The values about to be submitted (or just submitted). */
  row: TRow;
  /** Submit, back, cancel: the hosting workflow decides. */
  onAction(action: TAction): void;
  busy?: boolean;
}

/** The review before a workflow submits: the same values, read-only, with the workflow's buttons. */
export function useConfirmationScreen({ document, row, onAction, busy }: ConfirmationScreenParams) {
  const screen = useReadOnlyScreen(document.sections, row);
  return { ...screen, actions: document.actions, onAction, busy: busy ?? false };
}
