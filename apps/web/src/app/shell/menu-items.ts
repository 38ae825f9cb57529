import type { TCustomWorkflowFeature, TMenuAccess } from "@fsm/contracts";
import type { MenuEntry, TMenuIcon } from "../../lib/feature-manifest";
import { menuEntries } from "../manifests";
import { listPath, Paths } from "../paths";

export type { TMenuIcon };

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

/** Custom workflows sit after the built-in record areas and before the community ones. */
const CUSTOM_WORKFLOW_ORDER = 40;

const on = (flag: "true" | "false" | undefined): boolean => flag === "true";

/**
 * Side-bar entries: those the areas' manifests declare, each shown with its menu-access flag
 * (spec §2/§3: requestAccess, rmaAccess, blogAccess, forumAccess from request, rma, blog, group),
 * plus the custom workflow feature elements. Until the flags arrive only the entries everybody
 * has are shown.
 */
export function buildMenuItems(
  access: TMenuAccess | undefined,
  customFeatures: readonly TCustomWorkflowFeature[] | undefined,
): MenuItems {
  const shown = (group: MenuEntry["group"]) =>
    menuEntries(group)
      .filter((entry) => !entry.access || on(access?.[entry.access]))
      .map(({ label, to, icon, order }) => ({ link: { label, to, icon } as MenuLink, order }));
  const custom = (customFeatures ?? []).map((feature) => {
    const start = feature.WorkflowStartScreenName;
    const link: MenuLink = {
      label: feature.Title,
      literal: true,
      to: listPath(start),
      icon: "workflow",
      wizardStart: start,
    };
    return { link, order: CUSTOM_WORKFLOW_ORDER };
  });
  return {
    areas: [...shown("areas"), ...custom].sort((a, b) => a.order - b.order).map((e) => e.link),
    personal: shown("personal").map((e) => e.link),
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
