import type { TMenuAccess } from "@fsm/contracts";
import type { RouteObject } from "react-router";

/** Icons the side menu knows (app/shell maps each to a drawing). */
export type TMenuIcon =
  | "dashboard"
  | "requests"
  | "rma"
  | "workflow"
  | "blog"
  | "forum"
  | "reports"
  | "map"
  | "lobby"
  | "profile"
  | "about";

/** A side-menu entry an area declares; `label` is a catalogue message key. */
export interface MenuEntry {
  label: string;
  to: string;
  icon: TMenuIcon;
  /** The menu-access flag (spec §3: request, rma, blog, group) the entry needs; none: everybody. */
  access?: keyof TMenuAccess;
  /** Shown to a studio-licensed user only (set from the manifest's `studioLicense`). */
  studio?: boolean;
  /** "areas" (business areas, in `order`) or "personal" (profile, about). */
  group: "areas" | "personal";
  order: number;
}

/**
 * Everything the app shell needs to know of one area (ARCHITECTURE §2: a web area is a manifest).
 * app/ composes the manifests into the router, the side menu, the old short paths and the list
 * of first path segments; adding an area is one manifest plus its entry in app/manifests.ts.
 */
export interface FeatureManifest {
  name: string;
  /** Routes outside /app (the public credential pages). */
  publicRoutes?: RouteObject[];
  /** Children of /app, each lazily loaded so the area is its own chunk. */
  appRoutes?: RouteObject[];
  menu?: MenuEntry[];
  /**
   * The whole area needs the studio license (spec §6: the About link): app/ guards its routes with
   * the studio-license check (others land on the 404) and shows its menu entries to studio users only.
   */
  studioLicense?: boolean;
  /** Old short paths (spec §2) that redirect to /app/<same path>. */
  legacyPaths?: string[];
}
