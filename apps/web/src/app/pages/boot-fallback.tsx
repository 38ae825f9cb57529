import { useMessage } from "../../lib/messages/use-message";
import { LoadingBlock } from "../../lib/ui/plain/spinner";

/** Shown while the first route's lazy module loads (the index.html loader has gone by then). */
export function BootFallback() {
  const t = useMessage();
  return (
    <main>
      <LoadingBlock label={t("app_loading")} minHeight="100vh" />
    </main>
  );
}
