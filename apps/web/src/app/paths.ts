import { generatePath } from "react-router";
import { authPaths } from "../features/auth/paths";

/** Every route path of the portal, relative to the router's basename. */
export const Paths = {
  root: "/",
  signin: authPaths.signin,
  signup: authPaths.signup,
  recoverCredits: authPaths.recoverCredits,
  recoverEmail: authPaths.recoverEmail,
  verifyCode: authPaths.verifyCode,
  resetPassword: authPaths.resetPassword,
  changeConfirm: authPaths.changeConfirm,
  activate: authPaths.activate,
  notFound: "/404",
  app: "/app",
  home: authPaths.home,
  dashboard: "/app/dashboard",
  list: "/app/list/:screenName",
  requests: "/app/list/request",
  rmaList: "/app/rmalist/:screenName",
  rma: "/app/rmalist/RMA",
  /** Wizard steps: ?workflow=&screenName=&steps=&breadcrumb= (spec §2). */
  service: "/app/service",
  confirmation: "/app/confirmation",
  requestSuccess: "/app/requestsuccess",
  rmaSuccess: "/app/rmasuccess",
  /** A submitted record under its workflow's approved summary: ?workflow=&id=. */
  summary: "/app/summary",
  blog: "/app/blog",
  group: "/app/group",
  profile: "/app/profile",
  about: "/app/about",
  uidesigner: "/app/uidesigner",
  outbox: "/app/uidesigner/outbox",
} as const;

export type TPathKey = keyof typeof Paths;

/** `/app/list/<screen>` for a workflow's start screen (custom side-menu entries). */
export const listPath = (screenName: string): string => generatePath(Paths.list, { screenName });

export const resetPasswordPath = (id: string, fName: string, lName: string, uName: string): string =>
  generatePath(Paths.resetPassword, { id, fName, lName, uName });

/** Sign-in address, optionally carrying the page to come back to (spec §2 redirectUrl). */
export function signinPath(redirectUrl?: string | null): string {
  return redirectUrl ? `${Paths.signin}?redirectUrl=${encodeURIComponent(redirectUrl)}` : Paths.signin;
}

/** True for any path inside the signed-in application. */
export const isAppPath = (pathname: string): boolean =>
  pathname === Paths.app || pathname.startsWith(`${Paths.app}/`);
