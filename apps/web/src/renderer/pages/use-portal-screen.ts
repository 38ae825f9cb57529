import type { TScreenDocument } from "@fsm/metadata";
import { hasStatus } from "../../lib/api-error";
import { useMessage } from "../../lib/messages/use-message";
import { useScreen } from "../renderer-services";
import type { TListScreen } from "../screens/list/use-list-screen";

export type TPortalScreenState =
  | { status: "loading" }
  | { status: "error"; error: Error; retry(): void }
  | { status: "noAccess" }
  | { status: "notFound"; screenName: string; reason: string }
  | { status: "ready"; document: TListScreen };

export const isListScreen = (doc: TScreenDocument): doc is TListScreen =>
  doc.type === "portal" && !!doc.search;

/**
 * The portal screen a route names, through the screen cache. A name the server does not know
 * (404) or a screen of another kind (a lookup typed into the address bar) is "not found" for the
 * user rather than a crash or an empty page.
 */
export function usePortalScreen(screenName: string): TPortalScreenState {
  const query = useScreen({ screenName });
  const t = useMessage();
  if (query.isPending) return { status: "loading" };
  if (query.isError) {
    if (hasStatus(query.error, 404))
      return { status: "notFound", screenName, reason: t("screen_no_such", { name: screenName }) };
    // The user's account cannot open the area this screen belongs to: a page saying so, not an error.
    if (hasStatus(query.error, 403)) return { status: "noAccess" };
    return { status: "error", error: query.error, retry: () => void query.refetch() };
  }
  if (!isListScreen(query.data))
    return { status: "notFound", screenName, reason: t("screen_not_list", { name: screenName }) };
  return { status: "ready", document: query.data };
}
