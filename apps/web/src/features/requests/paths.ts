import { generatePath } from "react-router";

/**
 * The feature's own addresses. They mirror app/paths (features import no app code); the detail
 * sits under the list so the list's address, and with it its state, stays one Back away.
 */
export const requestPaths = {
  home: "/app/dashboard",
  /** A fresh run of the service request wizard (the REQUEST workflow). */
  newRequest: "/app/service?workflow=REQUEST",
  /** A fresh run of a custom workflow, whose side-bar entry is list/{start screen} (spec §2). */
  workflowStart: (workflow: string) => `/app/service?${new URLSearchParams({ workflow }).toString()}`,
  list: (screenName: string) => generatePath("/app/list/:screenName", { screenName }),
  detail: (screenName: string, id: string) => generatePath("/app/list/:screenName/:id", { screenName, id }),
};
