import { useEffect, useId, useRef } from "react";
import { Alert, Group, Input, Loader, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { useBundleImport } from "../hooks/use-bundle-import";
import { ImportResult } from "./import-result";
import { PagePart } from "./page-part";

/** The import part: a bundle file, its dry run per document, and applying it. */
export function ImportPanel() {
  const t = useMessage();
  const fileId = useId();
  const errorId = useId();
  const flow = useBundleImport();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // Each comparison's answer is what the designer came for: the keyboard and the screen reader go
  // to its heading (after a file is chosen, and again after applying).
  useEffect(() => {
    if (flow.dryRun) resultHeading.current?.focus();
  }, [flow.dryRun]);

  const fileError = flow.error && !flow.dryRun ? flow.error : null;
  return (
    <PagePart title={t("bundles_import_title")} intro={t("bundles_import_intro")}>
      <Input.Wrapper id={fileId} label={t("bundles_import_file")} description={t("bundles_import_file_hint")}>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          aria-describedby={[`${fileId}-description`, fileError ? errorId : ""].join(" ").trim()}
          aria-invalid={fileError ? true : undefined}
          style={{ display: "block", marginTop: "var(--mantine-spacing-xs)" }}
          onChange={(event) => void flow.choose(event.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
      {flow.busy === "comparing" ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t("bundles_import_reading")}</Text>
        </Group>
      ) : null}
      {fileError ? (
        <Alert id={errorId} color="red" variant="light" role="alert">
          {fileError}
        </Alert>
      ) : null}
      {flow.dryRun && flow.fileName ? (
        <ImportResult flow={flow} fileName={flow.fileName} result={flow.dryRun} headingRef={resultHeading} />
      ) : null}
    </PagePart>
  );
}
