import { useEffect, useRef } from "react";
import { Alert, Drawer, Text } from "@mantine/core";
import { useMessage } from "../../lib/messages/use-message";
import { QueryState } from "../../lib/ui/query-state";
import { useRendererServices, useScreen } from "../renderer-services";
import { LookupScreen } from "../screens/lookup/LookupScreen";
import { useNavLinkOutlet } from "./use-nav-link-outlet";
import { useNavLinkRoute } from "./use-nav-link-route";

/**
 * The navLink outlet (spec §2): the linked screen in a side panel over the primary page. The
 * panel is a labelled dialog that takes focus, closes on Escape or its close button, and returns
 * focus to where the user was.
 */
export function NavLinkOutlet() {
  const route = useNavLinkRoute();
  const t = useMessage();
  return (
    <Drawer
      opened={route.navScreen !== null}
      onClose={route.close}
      position="right"
      size="lg"
      title={route.navScreen ? <LinkedTitle navScreen={route.navScreen} /> : null}
      closeButtonProps={{ "aria-label": t("navlink_close") }}
    >
      {route.navScreen ? (
        <LinkedScreen
          hostScreen={route.hostScreen}
          navScreen={route.navScreen}
          values={route.values}
          onDone={route.close}
        />
      ) : null}
    </Drawer>
  );
}

/** The linked screen's own title once its metadata is in, its name until then. */
function LinkedTitle({ navScreen }: { navScreen: string }) {
  const t = useMessage();
  const screen = useScreen({ screenName: navScreen });
  return <>{screen.data ? t(screen.data.title) : navScreen}</>;
}

interface LinkedScreenProps {
  hostScreen: string;
  navScreen: string;
  values: Record<string, string>;
  onDone(): void;
}

/** Mounted while the linked screen shows: entering and leaving are recorded (spec §4). */
function LinkedScreen({ hostScreen, navScreen, values, onDone }: LinkedScreenProps) {
  useNavLinkOutlet(hostScreen, navScreen, values);
  const t = useMessage();
  const screen = useScreen({ screenName: navScreen });
  const { lookupSearch } = useRendererServices();
  const body = useRef<HTMLDivElement>(null);
  // The panel took focus before the screen arrived (its close button); once the screen is in, its
  // own first control (data-autofocus) takes over, unless the user has moved out of the panel.
  const loaded = screen.isSuccess;
  useEffect(() => {
    const target = body.current?.querySelector<HTMLElement>("[data-autofocus]");
    if (loaded && target && body.current?.closest("[role=dialog]")?.contains(document.activeElement))
      target.focus();
  }, [loaded]);
  return (
    <div ref={body}>
      <QueryState query={screen} what={t("query_what_linked_screen")}>
        {(document) =>
          document.type === "lookup" ? (
            // Browsing only: choosing an entry closes the panel (navigate-back carries no data).
            <LookupScreen document={document} source={lookupSearch} onPick={onDone} />
          ) : (
            <Alert color="gray" variant="outline" title={t("navlink_not_shown")}>
              <Text size="sm">{t("navlink_not_lookup", { screen: navScreen, type: document.type })}</Text>
            </Alert>
          )
        }
      </QueryState>
    </div>
  );
}
