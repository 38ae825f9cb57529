import { Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { SaveState } from "../autosave-queue";

const WORDS: Record<SaveState, string> = {
  idle: "studio_save_idle",
  pending: "studio_save_pending",
  saving: "studio_save_saving",
  saved: "studio_save_saved",
  error: "studio_save_error",
};

/** The autosave's state in words (UX: never a spinner alone), announced politely as it changes. */
export function SaveStateText({ state }: { state: SaveState }) {
  const t = useMessage();
  return (
    <Text size="sm" c={state === "error" ? "red.8" : "dimmed"} role="status" data-save-state={state}>
      {t(WORDS[state])}
    </Text>
  );
}
