import type { TFieldError } from "@fsm/contracts";
import type { TSection } from "@fsm/metadata";
import { detailText } from "../../../lib/messages/error-text";
import { messageText } from "../../../lib/messages/message-text";
import type { TTranslate } from "../../../lib/messages/use-message";
import { editableGridsOf, fieldItemsOf } from "../../../renderer";

export interface SubmissionProblem {
  message: string;
  /** 1-based step holding the field, when one does. */
  step: number | null;
  /** The field's or grid's label key, when found. */
  label: string | null;
}

/**
 * The server names what it refused by path ("dataModel.asset_id", "childTables.rma_lines[0].quantity");
 * each is traced to the step whose field or grid writes it, so the user can go straight there.
 */
export function submissionProblems(
  details: readonly TFieldError[],
  steps: readonly { sections: readonly TSection[] }[],
  t: TTranslate = messageText,
): SubmissionProblem[] {
  return details.map((detail) => {
    const message = detailText(detail, t);
    const column = /^dataModel\.([a-z0-9_]+)$/.exec(detail.path)?.[1];
    const table = /^childTables\.([a-z0-9_]+)/.exec(detail.path)?.[1];
    for (let i = 0; i < steps.length; i += 1) {
      const { sections } = steps[i]!;
      const field = column
        ? fieldItemsOf(sections).find((f) => f.column === column && !f.readOnly)
        : undefined;
      const grid = table ? editableGridsOf(sections).find((g) => g.table === table) : undefined;
      const found = field ?? grid;
      if (found) return { message, step: i + 1, label: found.label };
    }
    return { message, step: null, label: null };
  });
}
