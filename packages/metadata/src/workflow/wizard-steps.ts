import { WORKFLOW_END, type TWorkflowDocument, type TWorkflowElement } from "./workflow-document.js";

/** One page of a wizard run. `subWfId` is the chain of sub-workflow element ids ("a.b") it sits in. */
export interface WizardStep {
  id: string;
  screen: string;
  subWfId?: string;
}

/** Looks up another workflow by name (server: the workflow table; web: what the API answered). */
export type ResolveSubWorkflow = (name: string) => TWorkflowDocument | undefined;

/** A path that cannot be walked: unknown sub-workflow, or a loop through jumps or sub-workflows. */
export class WorkflowPathError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`${path}: ${message}`);
    this.name = "WorkflowPathError";
  }
}

/** The decision's target for this data: first branch whose value equals the field's, else otherwise. */
function decide(el: Extract<TWorkflowElement, { kind: "decision" }>, data: Record<string, unknown>) {
  const value = data[el.column];
  if (value !== undefined && value !== null && value !== "") {
    const branch = el.branches.find((b) => String(b.equals) === String(value));
    if (branch) return branch.goto;
  }
  return el.otherwise;
}

function walk(
  doc: TWorkflowDocument,
  data: Record<string, unknown>,
  resolve: ResolveSubWorkflow,
  stack: string[],
  prefix: string | undefined,
  out: WizardStep[],
) {
  const { elements } = doc;
  const index = new Map(elements.map((el, i) => [el.id, i]));
  const seen = new Set<number>();
  let i = 0;
  while (i < elements.length) {
    const el = elements[i]!;
    // Parsed documents cannot loop (checked on parse); this guards documents built in code.
    if (seen.has(i))
      throw new WorkflowPathError(`cycle through "${el.id}"`, `${doc.header.name}.elements[${i}]`);
    seen.add(i);
    let target: string | undefined;
    if (el.kind === "step") {
      out.push(prefix ? { id: el.id, screen: el.screen, subWfId: prefix } : { id: el.id, screen: el.screen });
      target = el.next;
    } else if (el.kind === "decision") {
      target = decide(el, data);
    } else {
      const at = `${doc.header.name}.elements[${i}].workflow`;
      if (stack.includes(el.workflow))
        throw new WorkflowPathError(`sub-workflow cycle ${[...stack, el.workflow].join(" → ")}`, at);
      const sub = resolve(el.workflow);
      if (!sub) throw new WorkflowPathError(`unknown workflow "${el.workflow}"`, at);
      walk(sub, data, resolve, [...stack, el.workflow], prefix ? `${prefix}.${el.id}` : el.id, out);
      target = el.next;
    }
    if (target === WORKFLOW_END) return;
    if (target === undefined) {
      i += 1;
      continue;
    }
    const j = index.get(target);
    if (j === undefined) throw new WorkflowPathError(`unknown element id "${target}"`, doc.header.name);
    i = j;
  }
}

/**
 * The steps a wizard run with this data passes through, in order: elements run in order, a
 * decision jumps to the element it names (then order continues from there), a sub-workflow's
 * steps run in place. Shared by the web wizard (step count, next page) and the server's
 * submission (which steps' fields to validate), so both always agree.
 */
export function wizardSteps(
  doc: TWorkflowDocument,
  data: Record<string, unknown>,
  resolveSubWorkflow: ResolveSubWorkflow,
): WizardStep[] {
  const out: WizardStep[] = [];
  walk(doc, data, resolveSubWorkflow, [doc.header.name], undefined, out);
  return out;
}
