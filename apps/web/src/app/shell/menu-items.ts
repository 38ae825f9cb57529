import type { TCustomWorkflowFeature, TMenuAccess } from "@fsm/contracts";
import { listPath, Paths } from "../paths";

export type TMenuIcon =
  "dashboard" | "requests" | "rma" | "workflow" | "blog" | "forum" | "profile" | "about";

export interface MenuLink {
  /** A catalogue message key (built-in entries) or, with `literal`, a text from the server. */
  label: string;
  literal?: boolean;
  to: string;
  icon?: TMenuIcon;
  /** A custom workflow's start screen: the entry is also current while that wizard runs. */
  wizardStart?: string;
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
  const areas: MenuLink[] = [{ label: "menu_dashboard", to: Paths.dashboard, icon: "dashboard" }];
  if (on(access?.request)) areas.push({ label: "menu_requests", to: Paths.requests, icon: "requests" });
  if (on(access?.rma)) areas.push({ label: "menu_rma", to: Paths.rma, icon: "rma" });
  for (const feature of customFeatures ?? []) {
    const start = feature.WorkflowStartScreenName;
    areas.push({
      label: feature.Title,
      literal: true,
      to: listPath(start),
      icon: "workflow",
      wizardStart: start,
    });
  }
  if (on(access?.blog)) areas.push({ label: "menu_blog", to: Paths.blog, icon: "blog" });
  if (on(access?.group)) areas.push({ label: "menu_forum", to: Paths.group, icon: "forum" });
  return {
    areas,
    personal: [
      { label: "menu_profile", to: Paths.profile, icon: "profile" },
      { label: "menu_about", to: Paths.about, icon: "about" },
    ],
  };
}

/** Active for the page itself and anything below it. */
export const isActivePath = (pathname: string, to: string): boolean =>
  pathname.toLowerCase() === to.toLowerCase() || pathname.toLowerCase().startsWith(`${to.toLowerCase()}/`);

/**
 * The entry of the page shown: its path (or below it), or for a custom workflow its wizard
 * (/app/service?screenName=<start screen>&…), which its list/<start screen> link opens.
 */
export function isActiveLink(link: MenuLink, location: { pathname: string; search: string }): boolean {
  if (isActivePath(location.pathname, link.to)) return true;
  if (!link.wizardStart || location.pathname.toLowerCase() !== Paths.service) return false;
  const screenName = new URLSearchParams(location.search).get("screenName");
  return screenName?.toLowerCase() === link.wizardStart.toLowerCase();
}
