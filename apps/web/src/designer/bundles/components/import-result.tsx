import { useId, type Ref } from "react";
import { Alert, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import type { TBundleImportResult } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { toApply, type BundleImport } from "../hooks/use-bundle-import";
import { EntryTable } from "./entry-table";

export interface ImportResultProps {
  flow: BundleImport;
  fileName: string;
  result: TBundleImportResult;
  headingRef: Ref<HTMLHeadingElement>;
}

/** A dry run's answer: the counts, the table per document, and applying it (conflicts ticked first). */
export function ImportResult({ flow, fileName, result, headingRef }: ImportResultProps) {
  const t = useMessage();
  const headingId = useId();
  const { counts } = result;
  const nothing = toApply(counts) === 0;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={3} id={headingId} ref={headingRef} tabIndex={-1}>
        {t("bundles_result_title", { fileName })}
      </Title>
      {flow.applied ? (
        <Alert color="green" variant="light" role="status">
          {t("bundles_applied", {
            new: flow.applied.new,
            changed: flow.applied.changed + flow.applied.conflict,
            unchanged: flow.applied.unchanged,
          })}
        </Alert>
      ) : null}
      <Text data-testid="bundle-counts">{t("bundles_result_counts", counts)}</Text>
      <EntryTable entries={result.entries} />
      {counts.conflict > 0 ? (
        <Checkbox
          label={t("bundles_overwrite", { count: counts.conflict })}
          description={t("bundles_overwrite_hint")}
          checked={flow.overwrite}
          onChange={(event) => flow.setOverwrite(event.currentTarget.checked)}
        />
      ) : null}
      <Group>
        <ProgressButton
          busy={flow.busy === "applying"}
          disabled={nothing || flow.busy !== null}
          onClick={() => void flow.apply()}
        >
          {flow.busy === "applying" ? t("bundles_applying") : t("bundles_apply")}
        </ProgressButton>
      </Group>
      {nothing ? <Text size="sm">{t("bundles_apply_nothing")}</Text> : null}
      {flow.error ? (
        <Alert color="red" variant="light" role="alert">
          {flow.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
