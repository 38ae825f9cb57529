import { useMessage } from "../../../lib/messages/use-message";
import { ScreenListPage } from "../../../renderer";
import { rmaPaths } from "../paths";

const newReturn = {
  label: "rma_new",
  to: rmaPaths.newReturn,
  forScreen: (screenName: string) => screenName.toUpperCase() === "RMA",
  empty: { title: "rma_list_empty_title", body: "rma_list_empty_body", action: "rma_list_empty_action" },
};

/** /app/rmalist/:screenName — the RMAs as a list. */
export function RmaListPage() {
  const t = useMessage();
  return (
    <ScreenListPage area={t("menu_rma")} home={rmaPaths.home} rowLink={rmaPaths.detail} start={newReturn} />
  );
}
