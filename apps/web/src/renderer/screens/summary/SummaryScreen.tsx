import { Stack, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { FieldDisplay } from "../shared/field-display";
import { ScreenSections } from "../shared/screen-sections";
import { useSummaryScreen, type SummaryScreenParams } from "./use-summary-screen";

export function SummaryScreen(props: SummaryScreenParams) {
  const screen = useSummaryScreen(props);
  const t = useMessage();
  return (
    <Stack gap="md">
      <Title order={1}>{t(props.document.title)}</Title>
      <ScreenSections
        sections={props.document.sections}
        row={props.row}
        isVisible={screen.isVisible}
        renderField={(item) => <FieldDisplay item={item} screen={screen} />}
      />
    </Stack>
  );
}
