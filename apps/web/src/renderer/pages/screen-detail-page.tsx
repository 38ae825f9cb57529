import { Fragment, type ReactNode } from "react";
import { useParams } from "react-router";
import { useMessage } from "../../lib/messages/use-message";
import { usePageTitle } from "../../lib/use-page-title";
import type { TListScreen } from "../screens/list/use-list-screen";
import { NotFoundState, ScreenGate } from "./screen-gate";
import { usePortalScreen } from "./use-portal-screen";
import { parseRowId, useRecordNumber } from "./use-screen-record";

interface ScreenDetailPageProps {
  /** The area's name for the page title ("Service Requests"), a portal message. */
  area: string;
  /** Where "not found" sends the user when the screen itself is unknown. */
  home: string;
  /** The screen's list, where a bad record number sends the user. */
  listPath(screenName: string): string;
  /** The record's view of one row. */
  record(document: TListScreen, id: number): ReactNode;
}

/** …/:screenName/:id — one record of a portal screen, shown by the feature's record view. */
export function ScreenDetailPage({ area, home, listPath, record }: ScreenDetailPageProps) {
  const { screenName = "", id: rawId } = useParams();
  const state = usePortalScreen(screenName);
  const id = parseRowId(rawId);
  const t = useMessage();
  // "SR-000577 · Service Requests · …" once the record has loaded; the area alone before.
  usePageTitle(useRecordNumber(state.status === "ready" ? state.document : null, id), area);
  return (
    <ScreenGate state={state} home={home} area={area}>
      {(document) =>
        id === null ? (
          <NotFoundState
            title={t("record_not_found")}
            reason={t("record_bad_number", { id: rawId ?? "" })}
            to={listPath(document.name)}
            linkLabel={t("record_back_to_list")}
          />
        ) : (
          // Keyed by record: another row starts from a fresh form, never from the last one's edits.
          <Fragment key={`${document.name}/${id}`}>{record(document, id)}</Fragment>
        )
      }
    </ScreenGate>
  );
}
