import { generatePath } from "react-router";

/**
 * The feature's own addresses (features import no app code); the detail sits under the list so
 * the list's address, and with it its state, stays one Back away.
 */
export const rmaPaths = {
  home: "/app/dashboard",
  /** A fresh run of the return wizard (the RMA workflow). */
  newReturn: "/app/service?workflow=RMA",
  list: (screenName: string) => generatePath("/app/rmalist/:screenName", { screenName }),
  detail: (screenName: string, id: string) =>
    generatePath("/app/rmalist/:screenName/:id", { screenName, id }),
};
