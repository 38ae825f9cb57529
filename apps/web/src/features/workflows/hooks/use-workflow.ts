import { useQueries, useQueryClient } from "@tanstack/react-query";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { workflowQuery } from "../api/get-workflow-manager";

export type TWorkflowState =
  | { status: "loading" }
  | { status: "error"; error: Error }
  | { status: "ready"; document: TWorkflowDocument; resolve: ResolveSubWorkflow };

const subWorkflowsOf = (doc: TWorkflowDocument): string[] =>
  doc.elements.flatMap((el) => (el.kind === "subWorkflow" ? [el.workflow] : []));

/**
 * A workflow and, transitively, every sub-workflow it runs (one cached getWorkflowManager call
 * each), so the shared wizardSteps() can walk the whole path in the browser.
 */
export function useWorkflow(name: string): TWorkflowState {
  const queryClient = useQueryClient();
  // The names known so far: the workflow, then the sub-workflows of every document already loaded.
  const names = [name];
  for (let i = 0; i < names.length; i += 1) {
    const doc = queryClient.getQueryData(workflowQuery(names[i]!).queryKey)?.document;
    for (const sub of doc ? subWorkflowsOf(doc) : [])
      if (!names.some((n) => n.toUpperCase() === sub.toUpperCase())) names.push(sub);
  }
  const results = useQueries({ queries: names.map((n) => workflowQuery(n)) });
  const failed = results.find((r) => r.isError);
  if (failed?.error) return { status: "error", error: failed.error };
  const loaded = results.flatMap((r) => (r.data ? [r.data.document] : []));
  if (loaded.length < results.length) return { status: "loading" };
  const byName = new Map(loaded.map((doc) => [doc.header.name.toUpperCase(), doc]));
  return { status: "ready", document: loaded[0]!, resolve: (sub) => byName.get(sub.toUpperCase()) };
}
