import { Outlet } from "react-router";
import { useLoaderVisible } from "../lib/loader";
import { useMessage } from "../lib/messages/use-message";
import { LoadingOverlay } from "../lib/ui/plain/spinner";

/** Root of every page: the global loading overlay (spec §2) above whatever route is shown. */
export function RootLayout() {
  const loading = useLoaderVisible();
  const t = useMessage();
  return (
    <>
      {loading && <LoadingOverlay label={t("app_loading")} />}
      <Outlet />
    </>
  );
}
