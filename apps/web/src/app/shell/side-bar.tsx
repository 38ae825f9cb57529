import { Box, NavLink, Skeleton, Stack } from "@mantine/core";
import {
  IconChevronRight,
  IconInfoCircle,
  IconLayoutDashboard,
  IconBroadcast,
  IconChartBar,
  IconListDetails,
  IconLogout,
  IconMap,
  IconMessages,
  IconNews,
  IconPalette,
  IconTool,
  IconTruckReturn,
  IconUser,
  type Icon,
} from "@tabler/icons-react";
import { LEVEL_TWO_MENU_WIDTH_PX } from "@fsm/contracts";
import { Link, useLocation } from "react-router";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import {
  customWorkflowFeaturesQuery,
  useCustomWorkflowFeatures,
} from "../../lib/api/get-custom-workflow-features";
import { aboutAccessQuery } from "../api/get-about-access";
import { menuAccessQuery, useMenuAccess } from "../api/get-menu-access";
import { menuDocumentQuery, useMenuDocument } from "../api/get-menu-document";
import { DESIGNER_ENTRIES, designerPath } from "../designer-entries";
import { buildMenuItems, isActiveLink, isActivePath, type MenuLink, type TMenuIcon } from "./menu-items";
import { Paths } from "../paths";
import { useMessage } from "../../lib/messages/use-message";
import type { TMenuController } from "./use-menu-state";
import { prefetchRoute } from "../prefetch-route";

export const DESIGNER_MENU_ID = "designer-menu";
/** About a customer's menu, in rows of a NavLink's height. */
const MENU_SKELETON_ROWS = 8;
const MENU_ROW_HEIGHT_PX = 36;

const ICONS: Record<TMenuIcon, Icon> = {
  dashboard: IconLayoutDashboard,
  requests: IconTool,
  rma: IconTruckReturn,
  workflow: IconListDetails,
  blog: IconNews,
  forum: IconMessages,
  reports: IconChartBar,
  map: IconMap,
  lobby: IconBroadcast,
  profile: IconUser,
  about: IconInfoCircle,
};

interface SideBarProps {
  menu: TMenuController;
  studio: boolean;
  onLogout(): void;
}

function MenuLinks({ links, onNavigate }: { links: readonly MenuLink[]; onNavigate(): void }) {
  const location = useLocation();
  const t = useMessage();
  return links.map((link) => {
    const active = isActiveLink(link, location);
    const LinkIcon = link.icon ? ICONS[link.icon] : null;
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={link.literal ? link.label : t(link.label)}
        leftSection={LinkIcon ? <LinkIcon size={18} aria-hidden /> : undefined}
        active={active}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
        onPointerEnter={() => prefetchRoute(link.to)}
        onFocus={() => prefetchRoute(link.to)}
      />
    );
  });
}

/** Where the menu's entries will be, while its calls answer: rows of a link's height. */
function MenuSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={4} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: MENU_SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} height={MENU_ROW_HEIGHT_PX} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The side bar's calls, started when the user reaches for a phone's closed menu (the burger's
 * pointer or focus): it is drawn on first opening, and then opens with its items already known.
 */
export function prefetchSideBar(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(menuAccessQuery());
  void queryClient.prefetchQuery(customWorkflowFeaturesQuery());
  void queryClient.prefetchQuery(menuDocumentQuery());
  void queryClient.prefetchQuery(aboutAccessQuery());
}

/**
 * The side bar's content (spec §2): business areas by access flags, UI Designer with its
 * level-two submenu for a studio license, Profile, About (studio license, spec §6) and Logout. The <nav> landmark itself
 * is the AppShell navbar, labelled "Main menu".
 */
export function SideBar({ menu, studio, onLogout }: SideBarProps) {
  const access = useMenuAccess();
  const custom = useCustomWorkflowFeatures();
  const document = useMenuDocument();
  const license = useQuery(aboutAccessQuery());
  const items = buildMenuItems(access.data, custom.data, document.data, studio);
  // The four answers (the license decides About) decide together which entries show and in what
  // order: drawn as each came, entries appeared in the middle of the list and moved the others
  // down. Answered once is enough (a failed call asked again on the next mount keeps the entries
  // drawn meanwhile).
  const settled = access.isFetched && custom.isFetched && document.isFetched && license.isFetched;
  const t = useMessage();
  // A designer page is the UI Designer's: its entry is marked as the one the user is in (the
  // submenu's own link is the page itself, aria-current="page").
  const inDesigner = isActivePath(useLocation().pathname, Paths.uidesigner);
  return (
    <Box display="flex" h="100%">
      {/* Native scrolling: Mantine's ScrollArea imports @floating-ui/react, 13 KB gzip on every first page. */}
      <Box style={{ flex: 1, overflowY: "auto", overscrollBehavior: "contain" }} p="xs">
        {settled ? (
          <MenuLinks links={items.areas} onNavigate={menu.afterNavigate} />
        ) : (
          <MenuSkeleton label={t("menu_loading")} />
        )}
        {studio ? (
          <NavLink
            component="button"
            label={t("designer_title")}
            leftSection={<IconPalette size={18} aria-hidden />}
            rightSection={<IconChevronRight size={16} aria-hidden />}
            active={inDesigner}
            aria-current={inDesigner ? "true" : undefined}
            aria-expanded={menu.designerOpen}
            aria-controls={menu.designerOpen ? DESIGNER_MENU_ID : undefined}
            onClick={menu.toggleDesigner}
          />
        ) : null}
        {settled ? <MenuLinks links={items.personal} onNavigate={menu.afterNavigate} /> : null}
        <NavLink
          component="button"
          label={t("menu_logout")}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onLogout}
        />
      </Box>
      {studio && menu.designerOpen ? (
        <Box
          component="nav"
          id={DESIGNER_MENU_ID}
          aria-label={t("designer_title")}
          p="xs"
          style={{
            width: LEVEL_TWO_MENU_WIDTH_PX,
            flexShrink: 0,
            borderLeft: "1px solid var(--mantine-color-gray-3)",
            overflowY: "auto",
          }}
        >
          <MenuLinks
            links={DESIGNER_ENTRIES.map((entry) => ({ label: entry.label, to: designerPath(entry) }))}
            onNavigate={menu.afterNavigate}
          />
        </Box>
      ) : null}
    </Box>
  );
}
