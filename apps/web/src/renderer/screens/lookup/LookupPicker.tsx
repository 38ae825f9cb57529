import { Alert } from "@mantine/core";
import type { TConstraint } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { PortalModal, type FadeModal } from "../../../lib/modal";
import { QueryState } from "../../../lib/ui/query-state";
import type { TRow } from "../../data-source";
import { useRendererServices, useScreen } from "../../renderer-services";
import { LookupScreen } from "./LookupScreen";

interface LookupPickerProps {
  modal: FadeModal;
  title: string;
  screenName: string;
  /** Fixed criteria sent with every search (a dependent lookup: asset.site = the chosen site). */
  constraints?: TConstraint[];
  onPick(row: TRow): void;
}

/** The lookup screen named by a field, loaded through the screen cache and shown as a dialog. */
export function LookupPicker({ modal, title, ...body }: LookupPickerProps) {
  return (
    <PortalModal modal={modal} title={title} size="lg">
      {modal.mounted ? <PickerBody {...body} /> : null}
    </PortalModal>
  );
}

function PickerBody({ screenName, constraints, onPick }: Omit<LookupPickerProps, "modal" | "title">) {
  const screen = useScreen({ screenName });
  const { lookupSearch } = useRendererServices();
  const t = useMessage();
  return (
    <QueryState query={screen} what={t("query_what_lookup_screen")}>
      {(document) =>
        document.type === "lookup" ? (
          <LookupScreen document={document} source={lookupSearch} constraints={constraints} onPick={onPick} />
        ) : (
          <Alert color="red" variant="outline" title={t("lookup_not_lookup_title")}>
            {t("lookup_not_lookup", { screen: screenName, type: document.type })}
          </Alert>
        )
      }
    </QueryState>
  );
}
