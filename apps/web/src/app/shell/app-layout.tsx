import "../../lib/styles/component-styles";
import { useEffect, useState, type ReactNode } from "react";
import { AppShell } from "@mantine/core";
import { LEVEL_TWO_MENU_WIDTH_PX, MENU_BREAKPOINT_PX } from "@fsm/contracts";
import { Outlet, useLocation } from "react-router";
import { useIsLoggedIn } from "../../lib/use-logged-in";
import { LazyNavLinkOutlet } from "../../renderer";
import { useStudioLicense } from "../api/get-about-access";
import { logout } from "../logout";
import { HeaderBar, MAIN_MENU_ID } from "./header-bar";
import { SideBar } from "./side-bar";
import { provideFullCatalogue } from "../../lib/messages/full-catalogue";
import { useMessage } from "../../lib/messages/use-message";
import { useFocusOnNavigate } from "./use-focus-on-navigate";
import { useMenuState } from "./use-menu-state";
import { HEADER_HEIGHT_PX } from "./shell-sizes";
import { useShellSession } from "./use-shell-session";
import { useSignOutOfOtherTabs } from "./use-sign-out-of-other-tabs";

provideFullCatalogue(); // before any signed-in page renders a text

const NAVBAR_WIDTH_PX = 240;
const MAIN_ID = "main-content";

/**
 * The signed-in application's frame: header, side bar ("Main menu") and the main outlet. Header
 * and side bar render only while the logged-in flag is set (spec §4 "Logged-in state reporting").
 * A page outside /app that keeps the shell (the 404) passes its content as children.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const menu = useMenuState();
  const studio = useStudioLicense();
  const session = useShellSession();
  const t = useMessage();
  const { pathname } = useLocation();
  const { openDesigner } = menu;
  // A phone's closed menu is drawn when first opened, then kept (it slides out and back): its
  // links and the calls behind them are no work for the page the user came to see.
  const [menuDrawn, setMenuDrawn] = useState(menu.mainOpen);
  if (menu.mainOpen && !menuDrawn) setMenuDrawn(true);
  useFocusOnNavigate(MAIN_ID);
  useSignOutOfOtherTabs();

  // Entering a designer page shows where it lives: the submenu (and so the main menu) opens.
  const inDesigner = pathname.toLowerCase().startsWith("/app/uidesigner");
  useEffect(() => {
    if (inDesigner && studio) openDesigner();
  }, [inDesigner, studio, openDesigner]);

  const onLogout = () => void logout();
  const width = NAVBAR_WIDTH_PX + (menu.designerOpen && studio ? LEVEL_TWO_MENU_WIDTH_PX : 0);
  return (
    <AppShell
      header={loggedIn ? { height: HEADER_HEIGHT_PX } : undefined}
      navbar={
        loggedIn
          ? {
              width,
              breakpoint: MENU_BREAKPOINT_PX,
              // Mantine's overlay rule for an open mobile menu is `max-width: 48em`, which
              // includes exactly 768 px; on a wide screen the mobile state is therefore always
              // "collapsed" (its rule is `max-width: 47.99…em`, never true there), so at 768 px
              // the docked desktop layout applies and no overlay covers the page.
              collapsed: { mobile: menu.wide || !menu.mainOpen, desktop: !menu.mainOpen },
            }
          : undefined
      }
      padding="md"
    >
      {loggedIn ? (
        <>
          <AppShell.Header>
            <a className="skip-link" href={`#${MAIN_ID}`}>
              {t("shell_skip_to_main")}
            </a>
            <HeaderBar
              menu={menu}
              userName={session.name}
              imageId={session.imageId}
              studio={studio}
              onLogout={onLogout}
            />
          </AppShell.Header>
          <AppShell.Navbar id={MAIN_MENU_ID} aria-label={t("shell_main_menu")} inert={!menu.mainOpen}>
            {menuDrawn ? <SideBar menu={menu} studio={studio} onLogout={onLogout} /> : null}
          </AppShell.Navbar>
        </>
      ) : null}
      <AppShell.Main id={MAIN_ID}>
        {children ?? <Outlet />}
        <LazyNavLinkOutlet />
      </AppShell.Main>
    </AppShell>
  );
}
