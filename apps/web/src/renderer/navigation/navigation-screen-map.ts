import { z } from "zod";
import { SessionKey } from "../../lib/storage-keys";

/** One linked screen opened from a screen: which one, with which values, and whether it shows. */
const ZNavLinkEntry = z.object({
  navScreen: z.string(),
  params: z.record(z.string(), z.string()).default({}),
  visible: z.boolean(),
});
export type TNavLinkEntry = z.infer<typeof ZNavLinkEntry>;

// Spec §3: entries are stored per screen_name under a navLink object.
const ZNavigationScreenMap = z.record(z.string(), z.object({ navLink: ZNavLinkEntry }));
type TNavigationScreenMap = z.infer<typeof ZNavigationScreenMap>;

export function readNavigationScreenMap(): TNavigationScreenMap {
  try {
    const raw = sessionStorage.getItem(SessionKey.navigationScreenMap);
    return raw ? ZNavigationScreenMap.parse(JSON.parse(raw)) : {};
  } catch {
    return {}; // a damaged map only loses the remembered links, never the page
  }
}

const write = (map: TNavigationScreenMap) =>
  sessionStorage.setItem(SessionKey.navigationScreenMap, JSON.stringify(map));

export const getNavLinkEntry = (screenName: string): TNavLinkEntry | undefined =>
  readNavigationScreenMap()[screenName]?.navLink;

export function setNavLinkEntry(screenName: string, entry: TNavLinkEntry): void {
  write({ ...readNavigationScreenMap(), [screenName]: { navLink: entry } });
}

export function markNavLinkHidden(screenName: string): void {
  const entry = getNavLinkEntry(screenName);
  if (entry) setNavLinkEntry(screenName, { ...entry, visible: false });
}
