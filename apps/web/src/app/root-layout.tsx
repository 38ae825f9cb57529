import { LoadingOverlay } from "@mantine/core";
import { Outlet } from "react-router";
import { useLoaderVisible } from "../lib/loader";
import { useMessage } from "../lib/messages/use-message";

/** Root of every page: the global loading overlay (spec §2) above whatever route is shown. */
export function RootLayout() {
  const loading = useLoaderVisible();
  const t = useMessage();
  return (
    <>
      <LoadingOverlay
        visible={loading}
        pos="fixed"
        zIndex={1000}
        overlayProps={{ blur: 1 }}
        loaderProps={{ "aria-label": t("app_loading") }}
      />
      <Outlet />
    </>
  );
}
