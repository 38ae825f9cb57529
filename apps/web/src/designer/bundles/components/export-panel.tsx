import { useState } from "react";
import { Alert, Group, Radio } from "@mantine/core";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useExportBundle } from "../api/export-bundle";
import { BUNDLE_KINDS } from "../bundle-kinds";
import { bundleFileName, saveBundle } from "../bundle-file";
import { KindChecklist } from "./kind-checklist";
import { PagePart } from "./page-part";

type Scope = "everything" | "chosen";

/** The export part: every document or the chosen ones, downloaded as one bundle file. */
export function ExportPanel() {
  const t = useMessage();
  const exporting = useExportBundle();
  const [scope, setScope] = useState<Scope>("everything");
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = Object.entries(chosen).flatMap(([kind, names]) => names.map((name) => ({ kind, name })));

  async function download() {
    setDone(null);
    setProblem(null);
    if (scope === "chosen" && documents.length === 0) {
      setProblem(t("bundles_export_choose_first"));
      return;
    }
    try {
      const bundle = await exporting.mutateAsync(scope === "chosen" ? { documents } : {});
      const fileName = bundleFileName(new Date());
      saveBundle(bundle, fileName);
      setDone(
        t("bundles_export_done", {
          fileName,
          documents: bundle.documents.length,
          messages: bundle.messages.length,
        }),
      );
    } catch (failure) {
      setProblem(errorText(failure, t));
    }
  }

  return (
    <PagePart title={t("bundles_export_title")} intro={t("bundles_export_intro")}>
      <Radio.Group label={t("bundles_export_scope")} value={scope} onChange={(v) => setScope(v as Scope)}>
        <Group gap="lg" mt="xs">
          <Radio value="everything" label={t("bundles_export_everything")} />
          <Radio value="chosen" label={t("bundles_export_chosen")} />
        </Group>
      </Radio.Group>
      {scope === "chosen"
        ? BUNDLE_KINDS.map(({ kind, label }) => (
            <KindChecklist
              key={kind}
              kind={kind}
              label={t(label)}
              chosen={chosen[kind] ?? []}
              onChange={(names) => setChosen((all) => ({ ...all, [kind]: names }))}
            />
          ))
        : null}
      <Group>
        <ProgressButton busy={exporting.isPending} onClick={() => void download()}>
          {exporting.isPending ? t("bundles_export_downloading") : t("bundles_export_download")}
        </ProgressButton>
      </Group>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
      ) : null}
    </PagePart>
  );
}
