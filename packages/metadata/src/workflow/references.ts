import { checkColumn, checkMessage, checkScreenExists, checkTable, type Report } from "../catalog-checks.js";
import { namesFrom, type DocumentNames } from "../document/document-names.js";
import type { MetadataIssue } from "../issues.js";
import type { MetadataCatalog } from "../screen/references.js";
import type { TScreenType } from "../screen/screen-document.js";
import type { TWorkflowDocument } from "./workflow-document.js";

/** The screen catalog plus what a workflow refers to beyond it. */
export interface WorkflowCatalog extends MetadataCatalog {
  /** The type of a stored screen (workflowStep, confirmation, summary…). */
  typeOfScreen(name: string): TScreenType | undefined;
  /** Another stored workflow, parsed; undefined when there is none of that name. */
  workflow(name: string): TWorkflowDocument | undefined;
  /**
   * What a table declares for workflows (the server's table behaviours): undefined for a table
   * that takes none. Without it (a client that does not know the declarations) any table does.
   */
  workflowTable?(table: string): { successPage: string } | undefined;
}

function checkPrimaryTable(catalog: WorkflowCatalog, doc: TWorkflowDocument, report: Report) {
  const { primaryTable, success } = doc.header;
  if (!checkTable(catalog, primaryTable, "header.primaryTable", report) || !catalog.workflowTable) return;
  const declared = catalog.workflowTable(primaryTable);
  if (!declared) return report("header.primaryTable", `table "${primaryTable}" takes no workflows`);
  if (declared.successPage !== success)
    report(
      "header.success",
      `a workflow on ${primaryTable} ends on "${declared.successPage}", not "${success}"`,
    );
}

function checkScreen(
  catalog: WorkflowCatalog,
  name: string,
  want: TScreenType,
  path: string,
  report: Report,
) {
  if (!checkScreenExists(catalog, name, path, report)) return;
  const type = catalog.typeOfScreen(name);
  if (type && type !== want) report(path, `screen "${name}" is a ${type} screen, expected ${want}`);
}

/** Follows sub-workflows depth first; reports the first element that leads back into the chain. */
function checkSubWorkflows(
  catalog: WorkflowCatalog,
  doc: TWorkflowDocument,
  chain: string[],
  report: Report,
  at: (i: number) => string,
) {
  doc.elements.forEach((el, i) => {
    if (el.kind !== "subWorkflow") return;
    const path = at(i);
    if (chain.includes(el.workflow))
      return report(path, `sub-workflow cycle ${[...chain, el.workflow].join(" → ")}`);
    const sub = catalog.workflow(el.workflow);
    if (!sub) return report(path, `unknown workflow "${el.workflow}"`);
    if (sub.header.primaryTable !== doc.header.primaryTable)
      return report(
        path,
        `workflow "${el.workflow}" works on ${sub.header.primaryTable}, not ${doc.header.primaryTable}`,
      );
    checkSubWorkflows(catalog, sub, [...chain, el.workflow], report, () => path);
  });
}

/**
 * Cross-reference checks of a workflow a schema cannot make, each naming its path: screens (and
 * their type), the title message, decision columns of the primary table, sub-workflows (exist,
 * same table, no cycle). Element ids, jump targets and loops are checked by the parser already.
 */
export function checkWorkflowReferences(doc: TWorkflowDocument, catalog: WorkflowCatalog): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  const { header } = doc;
  checkMessage(catalog, header.titleKey, "header.titleKey", report);
  checkPrimaryTable(catalog, doc, report);
  checkScreen(catalog, header.startScreen, "workflowStep", "header.startScreen", report);
  checkScreen(catalog, header.confirmationScreen, "confirmation", "header.confirmationScreen", report);
  if (header.summaryScreen)
    checkScreen(catalog, header.summaryScreen, "summary", "header.summaryScreen", report);
  const first = doc.elements[0];
  if (first?.kind === "step" && first.screen !== header.startScreen)
    report("header.startScreen", `the start screen must be the first step's screen "${first.screen}"`);
  doc.elements.forEach((el, i) => {
    if (el.kind === "step") checkScreen(catalog, el.screen, "workflowStep", `elements[${i}].screen`, report);
    if (el.kind === "decision")
      checkColumn(catalog, header.primaryTable, el.column, `elements[${i}].column`, report);
  });
  checkSubWorkflows(catalog, doc, [header.name], report, (i) => `elements[${i}].workflow`);
  return issues;
}

/** The screens, sub-workflows and message keys a workflow names (a bundle's export). */
export const workflowNames = (doc: TWorkflowDocument): DocumentNames =>
  namesFrom((catalog) => checkWorkflowReferences(doc, catalog));
