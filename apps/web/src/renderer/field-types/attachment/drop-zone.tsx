import { useRef, useState, type DragEvent } from "react";
import { Button, Group, Paper, Text } from "@mantine/core";
import { useConfig } from "../../../lib/config/use-config";
import { useMessage } from "../../../lib/messages/use-message";
import { formatBytes } from "./file-checks";

interface DropZoneProps {
  /** The field's id: the (hidden) file input keeps it, so the field's label names the input. */
  id: string;
  label: string;
  disabled: boolean;
  /** Described by the field's error too. */
  errorId?: string;
  onFiles(files: FileList | null): void;
  /** The input's accept list (a picture: "image/*"); every type the server takes when absent. */
  accept?: string;
  /** One file (a profile picture) or several (attachments, the default). */
  multiple?: boolean;
}

/**
 * Files are dropped on the zone or chosen with Browse (the keyboard's way in); the limits the
 * configuration sets (maxRequestLength, fileTypesBlackList) are stated before anything is chosen.
 */
export function DropZone({ id, label, disabled, errorId, onFiles, accept, multiple = true }: DropZoneProps) {
  const t = useMessage();
  const { maxRequestLength, fileTypesBlackList } = useConfig();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const limitsId = `${id}-limits`;
  const types = fileTypesBlackList.map((type) => `.${type.trim().replace(/^\./, "").toLowerCase()}`);

  const dragging = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault(); // lets the drop happen here instead of the browser opening the file
    setOver(true);
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-dropzone
      data-over={over || undefined}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: over ? "var(--mantine-color-blue-filled)" : undefined,
        background: over ? "var(--mantine-color-blue-light)" : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
      onDragEnter={dragging}
      onDragOver={dragging}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles(event.dataTransfer.files);
      }}
    >
      <input
        ref={input}
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        data-focus-target={`${id}-browse`}
        style={HIDDEN}
        aria-describedby={[limitsId, errorId].filter(Boolean).join(" ")}
        onChange={(event) => {
          onFiles(event.currentTarget.files);
          event.currentTarget.value = ""; // choosing the same file again still fires
        }}
      />
      <Group gap="xs" justify="center">
        <Text size="sm">{over ? t("attachment_drop_now") : t("attachment_drop_here")}</Text>
        <Button
          id={`${id}-browse`}
          variant="default"
          size="xs"
          disabled={disabled}
          aria-label={t("attachment_browse_field", { label })}
          aria-describedby={[limitsId, errorId].filter(Boolean).join(" ")}
          onClick={() => input.current?.click()}
        >
          {t("attachment_browse")}
        </Button>
      </Group>
      <Text id={limitsId} size="xs" c="dimmed" ta="center" mt={4}>
        {maxRequestLength > 0
          ? t("attachment_limit_size", { limit: formatBytes(maxRequestLength, t) })
          : null}
        {maxRequestLength > 0 && types.length ? " " : null}
        {types.length ? t("attachment_limit_types", { types: types.join(", ") }) : null}
      </Text>
    </Paper>
  );
}

/** Out of sight but in the page: the label, tests and the browser's file chooser still reach it. */
const HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
