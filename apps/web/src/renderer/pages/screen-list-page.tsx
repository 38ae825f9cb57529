import { useMessage } from "../../lib/messages/use-message";
import { usePageTitle } from "../../lib/use-page-title";
import { useParams } from "react-router";
import { httpSearchSource } from "../api/exec-search";
import { ListScreen } from "../screens/list/ListScreen";
import { ScreenGate } from "./screen-gate";
import { usePortalScreen } from "./use-portal-screen";

interface ScreenListPageProps {
  /** The area's name for the page title ("Service Requests"), a portal message. */
  area: string;
  /** Where "not found" sends the user. */
  home: string;
  /** The record page of a row of screen `screenName`. */
  rowLink: (screenName: string, id: string) => string;
  /**
   * The list's primary action ("New request") for the screens it belongs to, and what their empty
   * list says (message keys: the empty state's title, body and action label).
   */
  start?: {
    label: string;
    to: string;
    forScreen: (screenName: string) => boolean;
    empty?: { title: string; body: string; action: string };
  };
}

/** The list screen named by the route's :screenName, with its primary action beside the title. */
export function ScreenListPage({ area, home, rowLink, start }: ScreenListPageProps) {
  const { screenName = "" } = useParams();
  const state = usePortalScreen(screenName);
  const t = useMessage();
  usePageTitle(state.status === "ready" ? t(state.document.title) : null, area);
  return (
    <ScreenGate state={state} home={home} area={area}>
      {(document) => {
        const ours = start?.forScreen(screenName) ?? false;
        return (
          // Keyed by screen: list state of one screen never leaks into another.
          <ListScreen
            key={document.name}
            document={document}
            source={httpSearchSource}
            rowLink={(row) => rowLink(screenName, String(row.id))}
            action={ours && start ? { label: start.label, to: start.to } : undefined}
            empty={ours ? start?.empty : undefined}
            area={area}
            home={home}
          />
        );
      }}
    </ScreenGate>
  );
}
