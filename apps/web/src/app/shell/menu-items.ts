import type { TCustomWorkflowFeature, TMenuAccess } from "@fsm/contracts";
import { CUSTOM_WORKFLOWS_ENTRY, type TMenuDocument } from "@fsm/metadata";
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
  /** Profile, and About for a studio license (spec §6). */
  personal: MenuLink[];
}

/** Custom workflows sit after the built-in record areas and before the community ones. */
const CUSTOM_WORKFLOW_ORDER = 40;

const on = (flag: "true" | "false" | undefined): boolean => flag === "true";

/** A menu place: an area's declared entry, or the custom workflows' place among the areas. */
type Place = Pick<MenuEntry, "to" | "group" | "label"> & { entry?: MenuEntry };

/** The places the areas declare, in their declared order: what a menu document arranges. */
function declaredPlaces(): Place[] {
  const place = (entry: MenuEntry) => ({ to: entry.to, group: entry.group, label: entry.label, entry });
  const custom = { to: CUSTOM_WORKFLOWS_ENTRY, group: "areas" as const, label: "" };
  const areas = [
    ...menuEntries("areas").map((entry) => ({ place: place(entry), order: entry.order })),
    { place: custom, order: CUSTOM_WORKFLOW_ORDER },
  ].sort((a, b) => a.order - b.order);
  return [...areas.map((a) => a.place), ...menuEntries("personal").map(place)];
}

/**
 * The side menu's default document: every declared place in its declared order. The side-menu
 * editor starts from it; the stored document replaces it.
 */
export const defaultMenuDocument = (): TMenuDocument => ({
  formatVersion: 1,
  name: "main",
  entries: declaredPlaces().map(({ to, group }) => ({ to, group, hidden: false })),
});

/**
 * The places in the document's order, with its labels and groups, without the hidden ones. A
 * place the document does not list (an area newer than the document) follows in its declared
 * order; an entry naming no declared place is ignored.
 */
function arrange(document: TMenuDocument | null | undefined): Place[] {
  const declared = declaredPlaces();
  if (!document) return declared;
  const byPath = new Map(declared.map((p) => [p.to, p]));
  const listed = document.entries.flatMap((e) => {
    const place = byPath.get(e.to);
    return place && !e.hidden ? [{ ...place, group: e.group, label: e.label ?? place.label }] : [];
  });
  const listedPaths = new Set(document.entries.map((e) => e.to));
  return [...listed, ...declared.filter((p) => !listedPaths.has(p.to))];
}

/**
 * Side-bar entries: the places of the menu document (or the areas' declared default), each shown
 * with its menu-access flag (spec §2/§3: requestAccess, rmaAccess, blogAccess, forumAccess from
 * request, rma, blog, group), the custom workflows' place expanded into one link per workflow.
 * Until the flags arrive only the entries everybody has are shown.
 */
export function buildMenuItems(
  access: TMenuAccess | undefined,
  customFeatures: readonly TCustomWorkflowFeature[] | undefined,
  document?: TMenuDocument | null,
  studio = false,
): MenuItems {
  const links = (place: Place): MenuLink[] => {
    if (!place.entry)
      return (customFeatures ?? []).map((feature) => ({
        label: feature.Title,
        literal: true,
        to: listPath(feature.WorkflowStartScreenName),
        icon: "workflow",
        wizardStart: feature.WorkflowStartScreenName,
      }));
    const { access: flag, icon, to } = place.entry;
    if (place.entry.studio && !studio) return [];
    return flag && !on(access?.[flag]) ? [] : [{ label: place.label, to, icon }];
  };
  const places = arrange(document);
  const group = (name: MenuEntry["group"]) => places.filter((p) => p.group === name).flatMap(links);
  return { areas: group("areas"), personal: group("personal") };
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
