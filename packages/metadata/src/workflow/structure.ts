/**
 * Checks inside one workflow's element list that a schema cannot express: unique ids, jump
 * targets that exist, and no path that can come back to an element it already passed (a wizard
 * must always reach its end, whatever the data).
 */
type Element =
  | { kind: "step" | "subWorkflow"; id: string; next?: string }
  | { kind: "decision"; id: string; branches: { goto: string }[]; otherwise?: string };

export interface StructureIssue {
  /** Relative to the element list, e.g. [2, "branches", 0, "goto"]. */
  path: (string | number)[];
  message: string;
}

/** A jump target that ends the wizard (goes on to the confirmation screen). */
export const WORKFLOW_END = "$end";

/** Every element (by index) each element can lead to, with the path of the field that says so. */
function transitionsOf(elements: readonly Element[]): { target: string; path: (string | number)[] }[][] {
  const inOrder = (i: number) => elements[i + 1]?.id ?? WORKFLOW_END;
  return elements.map((el, i) => {
    if (el.kind !== "decision") return [{ target: el.next ?? inOrder(i), path: [i, "next"] }];
    return [
      ...el.branches.map((b, j) => ({ target: b.goto, path: [i, "branches", j, "goto"] })),
      { target: el.otherwise ?? inOrder(i), path: [i, "otherwise"] },
    ];
  });
}

export function checkWorkflowStructure(elements: readonly Element[]): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const index = new Map<string, number>();
  elements.forEach((el, i) => {
    if (index.has(el.id)) issues.push({ path: [i, "id"], message: `duplicate element id "${el.id}"` });
    else index.set(el.id, i);
  });
  const edges = transitionsOf(elements);
  edges.forEach((list) =>
    list.forEach(({ target, path }) => {
      if (target !== WORKFLOW_END && !index.has(target))
        issues.push({ path, message: `unknown element id "${target}"` });
    }),
  );
  if (issues.length) return issues;
  // Depth-first search for a back edge: the first one found is reported where the jump is written.
  const state = new Array<0 | 1 | 2>(elements.length).fill(0);
  const visit = (i: number): boolean => {
    state[i] = 1;
    for (const { target, path } of edges[i]!) {
      if (target === WORKFLOW_END) continue;
      const j = index.get(target)!;
      if (state[j] === 1) {
        issues.push({ path, message: `cycle: "${elements[i]!.id}" leads back to "${target}"` });
        return true;
      }
      if (state[j] === 0 && visit(j)) return true;
    }
    state[i] = 2;
    return false;
  };
  if (elements.length) visit(0);
  return issues;
}
