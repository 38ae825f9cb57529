import { useState } from "react";
import { Alert, Button, Group, Input, List, Text } from "@mantine/core";
import { useConfig } from "../../../lib/config/use-config";
import type { FieldInputProps } from "../field-type-ui";
import { formatBytes, rejectionOf } from "./file-checks";

export const asFiles = (value: unknown): File[] =>
  Array.isArray(value) ? value.filter((f): f is File => f instanceof File) : [];

/**
 * Files to attach on save. Size and blocked types are checked on choosing, one clear message per
 * refused file, so the user does not learn it from a failed save (the server checks again).
 */
export function AttachmentInput({ id, label, value, onChange, error, required, readOnly }: FieldInputProps) {
  const config = useConfig();
  const [rejections, setRejections] = useState<string[]>([]);
  const files = asFiles(value);

  const choose = (chosen: FileList | null) => {
    const all = Array.from(chosen ?? []);
    const refused = all.map((file) => rejectionOf(file, config)).filter((m): m is string => m !== null);
    setRejections(refused);
    const accepted = all.filter((file) => rejectionOf(file, config) === null);
    if (accepted.length) onChange([...files, ...accepted]);
  };

  return (
    <Input.Wrapper id={id} label={label} required={required} error={error}>
      <div>
        <input
          id={id}
          type="file"
          multiple
          disabled={readOnly}
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = ""; // choosing the same file again still fires
          }}
        />
      </div>
      {rejections.length ? (
        <Alert color="red" variant="outline" mt="xs" role="alert" title="Some files were not added">
          <List size="sm">
            {rejections.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {files.length ? (
        <List size="sm" mt="xs" aria-label={`${label}: files to attach`}>
          {files.map((file, index) => (
            <List.Item key={`${file.name}-${index}`}>
              <Group gap="xs">
                <Text size="sm">
                  {file.name} ({formatBytes(file.size)})
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  aria-label={`Remove ${file.name}`}
                  disabled={readOnly}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Input.Wrapper>
  );
}
