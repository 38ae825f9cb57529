import "../bundles-messages";
import { Stack, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { usePageTitle } from "../../../lib/use-page-title";
import { ExportPanel } from "./export-panel";
import { ImportPanel } from "./import-panel";

/**
 * /app/uidesigner/importexport: metadata moves between portals as one bundle file (issue 27 §1 and
 * §5). Export downloads the chosen documents, or all, with what they reference; import compares a
 * bundle with this portal first (a dry run per document) and then applies it all or nothing.
 */
export function ImportExportPage() {
  const t = useMessage();
  usePageTitle(t("bundles_title"));
  return (
    <Stack gap="xl">
      <Title order={1}>{t("bundles_title")}</Title>
      <ExportPanel />
      <ImportPanel />
    </Stack>
  );
}
