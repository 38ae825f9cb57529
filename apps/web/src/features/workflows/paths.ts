import { generatePath } from "react-router";
import type { TWorkflowHeader } from "@fsm/metadata";
import { wizardSearch } from "../../renderer";

/**
 * The feature's own addresses. They mirror app/paths (features import no app code). A wizard step
 * is /app/service?workflow=&screenName=&steps=&breadcrumb= (spec §2); the confirmation and the
 * success pages name the workflow (and the new record) in the query.
 */
export const workflowPaths = {
  service: "/app/service",
  confirmation: "/app/confirmation",
  summary: "/app/summary",
  /** Starts a fresh run of the workflow (by name or start screen). */
  start: (workflow: string) => `/app/service?${new URLSearchParams({ workflow }).toString()}`,
  confirm: (workflow: string) => `/app/confirmation?${new URLSearchParams({ workflow }).toString()}`,
  success: (header: Pick<TWorkflowHeader, "success" | "name">, created: { id: number; number: string }) =>
    `/app/${header.success}?${new URLSearchParams({
      workflow: header.name,
      number: created.number,
      id: String(created.id),
    }).toString()}`,
  /** Step `breadcrumb` of `steps` (the route names the wizard by its start screen). */
  step: (header: Pick<TWorkflowHeader, "name" | "startScreen">, breadcrumb: number, steps: number) =>
    `/app/service${wizardSearch({ screenName: header.startScreen, steps, breadcrumb }, { workflow: header.name })}`,
  summaryOf: (workflow: string, id: number) =>
    `/app/summary?${new URLSearchParams({ workflow, id: String(id) }).toString()}`,
};

/**
 * Where the records a workflow creates are listed and opened (requests or returns); `what` and
 * `whatTitle` are the message keys of the record's name in a sentence and at its start.
 */
export function recordPaths(header: Pick<TWorkflowHeader, "primaryTable">) {
  return header.primaryTable === "rmas"
    ? {
        what: "workflow_record_return",
        whatTitle: "workflow_record_return_title",
        list: generatePath("/app/rmalist/:screenName", { screenName: "RMA" }),
        detail: (id: number) =>
          generatePath("/app/rmalist/:screenName/:id", { screenName: "RMA", id: String(id) }),
      }
    : {
        what: "workflow_record_request",
        whatTitle: "workflow_record_request_title",
        list: generatePath("/app/list/:screenName", { screenName: "request" }),
        detail: (id: number) =>
          generatePath("/app/list/:screenName/:id", { screenName: "request", id: String(id) }),
      };
}
