import { Badge, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useId } from "react";
import type { TDocumentProblem } from "@fsm/contracts";
import { useMessage, type TTranslate } from "../../../lib/messages/use-message";
import type { AnyDocumentEditor } from "../editor-types";

/** A problem's text in the user's language; the server's English when this build lacks its key. */
function problemText(t: TTranslate, problem: TDocumentProblem): string {
  if (!problem.messageKey) return problem.message;
  const text = t(problem.messageKey, problem.values);
  return text === `*${problem.messageKey}*` ? problem.message : text;
}

/** The check's findings: counts, then each problem as a button that selects its place. */
export function ProblemsPanel({
  editor,
  onSelect,
}: {
  editor: AnyDocumentEditor;
  onSelect(path: string): void;
}) {
  const t = useMessage();
  const titleId = useId();
  const errors = editor.problems.filter((p) => p.severity === "error").length;
  const warnings = editor.problems.length - errors;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Group gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t("studio_problems")}
        </Title>
        <Badge color={errors ? "red.8" : "gray"} variant={errors ? "filled" : "light"}>
          {t("studio_problems_errors", { count: errors })}
        </Badge>
        <Badge color={warnings ? "yellow.9" : "gray"} variant="light">
          {t("studio_problems_warnings", { count: warnings })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {editor.checking
          ? t("studio_problems_checking")
          : editor.problems.length
            ? ""
            : t("studio_problems_none")}
      </Text>
      {editor.problems.length ? (
        <ul className="studio-problems" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {editor.problems.map((problem, index) => (
            <li key={`${problem.path}#${problem.messageKey}#${index}`}>
              <UnstyledButton
                onClick={() => onSelect(problem.path)}
                data-severity={problem.severity}
                p={4}
                w="100%"
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    size="sm"
                    color={problem.severity === "error" ? "red.8" : "yellow.9"}
                    variant="light"
                  >
                    {t(problem.severity === "error" ? "studio_problem_error" : "studio_problem_warning")}
                  </Badge>
                  <span>
                    <Text size="sm" component="span">
                      {problemText(t, problem)}
                    </Text>{" "}
                    <Text size="xs" c="dimmed" component="span">
                      {t("studio_problem_at", { path: problem.path || t("studio_problem_root") })}
                    </Text>
                  </span>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
