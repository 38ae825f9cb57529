import type { TCustomWorkflowFeature, TMenuAccess } from "@fsm/contracts";
import { listPath, Paths } from "../paths";

export type TMenuIcon =
  "dashboard" | "requests" | "rma" | "workflow" | "blog" | "forum" | "profile" | "about";

export interface MenuLink {
  label: string;
  to: string;
  icon?: TMenuIcon;
}

export interface MenuItems {
  /** Business areas: Dashboard, Service Requests, RMA, custom workflows, Blog, Forum. */
  areas: MenuLink[];
  /** Always present: Profile and About. */
  personal: MenuLink[];
}

const on = (flag: "true" | "false" | undefined): boolean => flag === "true";

/**
 * Side-bar entries by the menu-access flags (spec §2/§3: requestAccess, rmaAccess, blogAccess,
 * forumAccess from request, rma, blog, group) and the custom workflow feature elements. Until the
 * flags arrive only the entries everybody has are shown.
 */
export function buildMenuItems(
  access: TMenuAccess | undefined,
  customFeatures: readonly TCustomWorkflowFeature[] | undefined,
): MenuItems {
  const areas: MenuLink[] = [{ label: "Dashboard", to: Paths.dashboard, icon: "dashboard" }];
  if (on(access?.request)) areas.push({ label: "Service Requests", to: Paths.requests, icon: "requests" });
  if (on(access?.rma)) areas.push({ label: "RMA", to: Paths.rma, icon: "rma" });
  for (const feature of customFeatures ?? []) {
    areas.push({ label: feature.Title, to: listPath(feature.WorkflowStartScreenName), icon: "workflow" });
  }
  if (on(access?.blog)) areas.push({ label: "Blog", to: Paths.blog, icon: "blog" });
  if (on(access?.group)) areas.push({ label: "Forum", to: Paths.group, icon: "forum" });
  return {
    areas,
    personal: [
      { label: "Profile", to: Paths.profile, icon: "profile" },
      { label: "About", to: Paths.about, icon: "about" },
    ],
  };
}

/** Active for the page itself and anything below it. */
export const isActivePath = (pathname: string, to: string): boolean =>
  pathname.toLowerCase() === to.toLowerCase() || pathname.toLowerCase().startsWith(`${to.toLowerCase()}/`);
