import type { ReactNode } from "react";
import { Group, Stack, Text, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { ItemView } from "../../item-registry";
import { FieldDisplay } from "../shared/field-display";
import { ScreenSections } from "../shared/screen-sections";
import { useConfirmationScreen, type ConfirmationScreenParams } from "./use-confirmation-screen";

/** `children` (e.g. the run's attached files) go between the screen's fields and its actions. */
export function ConfirmationScreen(props: ConfirmationScreenParams & { children?: ReactNode }) {
  const screen = useConfirmationScreen(props);
  const t = useMessage();
  return (
    <Stack gap="md">
      <Title order={1}>{t(props.document.title)}</Title>
      {props.document.message ? <Text>{t(props.document.message)}</Text> : null}
      <ScreenSections
        sections={props.document.sections}
        row={props.row}
        isVisible={screen.isVisible}
        renderField={(item) => <FieldDisplay item={item} screen={screen} />}
        onAction={screen.onAction}
        busy={screen.busy}
      />
      {props.children}
      <Group justify="flex-end">
        {screen.actions.map((action) => (
          <ItemView
            key={action.id}
            item={action}
            row={props.row}
            onAction={screen.onAction}
            busy={screen.busy}
          />
        ))}
      </Group>
    </Stack>
  );
}
