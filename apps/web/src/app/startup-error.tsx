import { Button, Center, MantineProvider, Stack, Text, Title } from "@mantine/core";
import { theme } from "./theme";

/** Shown when getConfigData fails at start-up and this tab has no stored copy to fall back on. */
export function StartupError({ message }: { message: string }) {
  return (
    <MantineProvider theme={theme}>
      <Center component="main" mih="100vh" p="md">
        <Stack align="center" gap="sm" role="alert">
          <Title order={1}>The portal is not available</Title>
          <Text>Its configuration could not be loaded: {message}</Text>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </Stack>
      </Center>
    </MantineProvider>
  );
}
