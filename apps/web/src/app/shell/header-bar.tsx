import { useState } from "react";
import { Box, Burger, Group, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { HEADER_LOGO_WIDTH_PX } from "@fsm/contracts";
import { useConfig } from "../../lib/config/use-config";
import { brandingUrl, pageTitleOf } from "../../lib/branding";
import { useMessage } from "../../lib/messages/use-message";
import { prefetchSideBar } from "./side-bar";
import { UserMenu } from "./user-menu";
import type { TMenuController } from "./use-menu-state";

export const MAIN_MENU_ID = "main-menu";
const NARROW_LOGO_WIDTH_PX = 120;

interface HeaderBarProps {
  menu: TMenuController;
  userName: string;
  imageId: string | null | undefined;
  studio: boolean;
  onLogout(): void;
}

/**
 * Header (spec §2): burger, logo (300 px wide at the wide breakpoint), company name, user menu.
 * The name is always written out beside the logo (a narrow screen cuts it with an ellipsis, the
 * full name in its title); the logo beside it is then decoration (empty alt), so a screen reader
 * hears the company once.
 */
export function HeaderBar({ menu, userName, imageId, studio, onLogout }: HeaderBarProps) {
  const config = useConfig();
  const t = useMessage();
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : brandingUrl(config.companyLogoName);
  const companyName = pageTitleOf(config);
  const queryClient = useQueryClient();
  const reachForMenu = () => prefetchSideBar(queryClient);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={menu.mainOpen}
          onClick={menu.toggleMain}
          size="sm"
          aria-label={t("shell_toggle_menu")}
          aria-expanded={menu.mainOpen}
          aria-controls={MAIN_MENU_ID}
          onPointerDown={reachForMenu}
          onPointerEnter={reachForMenu}
          onFocus={reachForMenu}
        />
        {logo ? (
          <img
            src={logo}
            alt=""
            width={menu.wide ? HEADER_LOGO_WIDTH_PX : NARROW_LOGO_WIDTH_PX}
            height={44}
            style={{ objectFit: "contain", objectPosition: "left center", flexShrink: 0 }}
            onError={() => setLogoFailed(true)}
          />
        ) : null}
        <Text component="span" fw={600} size="lg" truncate="end" title={companyName} miw={0}>
          {companyName}
        </Text>
      </Group>
      {/* The user's own name (at most 220 px) keeps its room; the company name gives way first. */}
      <Box style={{ flexShrink: 0 }}>
        <UserMenu
          name={userName}
          imageId={imageId}
          studio={studio}
          showName={menu.wide}
          onLogout={onLogout}
        />
      </Box>
    </Group>
  );
}
