import { MantineProvider } from "@mantine/core";
import { useMessage } from "../lib/messages/use-message";
import { ErrorScreen } from "./pages/error-screen";
import { theme } from "./theme";

/**
 * Shown when getConfigData fails at start-up and this tab has no stored copy to fall back on.
 * Outside the app's providers, so it brings the theme's variables (the button's AA contrast) itself.
 */
export function StartupError({ message }: { message: string }) {
  const t = useMessage();
  return (
    <MantineProvider theme={theme}>
      <ErrorScreen
        title={t("startup_unavailable")}
        detail={t("startup_config_failed", { message })}
        reloadLabel={t("app_try_again")}
      />
    </MantineProvider>
  );
}
