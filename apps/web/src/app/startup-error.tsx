import { Button, Center, MantineProvider, Stack, Text, Title } from "@mantine/core";
import { theme } from "./theme";
import { useMessage } from "../lib/messages/use-message";

/** Shown when getConfigData fails at start-up and this tab has no stored copy to fall back on. */
export function StartupError({ message }: { message: string }) {
  const t = useMessage();
  return (
    <MantineProvider theme={theme}>
      <Center component="main" mih="100vh" p="md">
        <Stack align="center" gap="sm" role="alert">
          <Title order={1}>{t("startup_unavailable")}</Title>
          <Text>{t("startup_config_failed", { message })}</Text>
          <Button onClick={() => window.location.reload()}>{t("app_try_again")}</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
