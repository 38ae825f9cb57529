import { ApiPath, type TMenuAccess } from "@fsm/contracts";
import { LOGGED_IN } from "./fixtures";
import { json, stubApi, type ApiCall } from "./stub-api";

type Handler = (call: ApiCall) => Response | Promise<Response>;

export interface ShellApiOptions {
  access?: Partial<TMenuAccess>;
  studio?: boolean | "error";
  custom?: { Title: string; WorkflowStartScreenName: string }[];
  extra?: Record<string, Handler>;
}

const get = (path: string) => `GET ${path}`;

/** The calls the signed-in shell makes, answered like the demo server would. */
export function stubShellApi({ access = {}, studio = false, custom = [], extra = {} }: ShellApiOptions = {}) {
  return stubApi({
    [get(ApiPath.loggedInData)]: () => json(LOGGED_IN),
    [get(ApiPath.menuAccess)]: () =>
      json({ request: "false", rma: "false", blog: "false", group: "false", ...access }),
    [get(ApiPath.customWorkflowFeatures)]: () => json(custom),
    [get(ApiPath.aboutAccess)]: () =>
      studio === "error"
        ? json({ code: "INTERNAL_ERROR", message: "Boom" }, 500, "Internal Server Error")
        : json(studio),
    [get(ApiPath.portalMessages)]: () =>
      json({ messages: { any: "thing" }, last_message_cache_refresh_time: "2026-01-01T00:00:00.000Z" }),
    ...extra,
  });
}
