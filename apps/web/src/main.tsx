import "./lib/zod-jitless";
import "./lib/styles/sign-in-styles";
import "./app/global.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { StartedRouterProvider } from "./app/started-router-provider";
import { StartupError } from "./app/startup-error";
import { appBasePath } from "./lib/api-client";
import { setUnexplainedErrorText } from "./lib/api-error";
import { applyBranding } from "./lib/branding";
import { loadConfig } from "./lib/config/use-config";
import { setServerMessageRefreshTime } from "./lib/messages/message-cache";
import { messageText } from "./lib/messages/message-text";
import { errorText } from "./lib/messages/error-text";

const PREFIX = "[fsm-portal]";

// Spec §8: uncaught application errors are logged with a fixed portal prefix.
window.addEventListener("error", (event) => console.error(PREFIX, event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => console.error(PREFIX, event.reason));

/**
 * Start-up (spec §7): the configuration is fetched before anything renders (index.html shows a
 * minimal loader meanwhile); then title, favicon and theme are applied and the router starts
 * under the base path taken from the page address.
 */
async function start(): Promise<void> {
  setUnexplainedErrorText(() => messageText("login_server_error"));
  const root = createRoot(document.getElementById("root")!);
  try {
    const config = await loadConfig();
    applyBranding(config);
    setServerMessageRefreshTime(config.last_message_cache_refresh_time);
    const router = createAppRouter(appBasePath);
    // A transition: React renders the first page in slices, yielding between them, rather than in
    // one long task (bench/README, ninth round).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers config={config}>
            <StartedRouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(PREFIX, error);
    root.render(<StartupError message={errorText(error)} />);
  }
}

void start();
