import { Center, Loader } from "@mantine/core";
import { useMessage } from "../../lib/messages/use-message";

/** Shown while the first route's lazy module loads (the index.html loader has gone by then). */
export function BootFallback() {
  const t = useMessage();
  return (
    <Center component="main" mih="100vh">
      <Loader aria-label={t("app_loading")} />
    </Center>
  );
}
