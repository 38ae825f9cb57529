import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconInfoCircle, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { Paths } from "../paths";
import { useMessage } from "../../lib/messages/use-message";
import { ProfileAvatar } from "./profile-avatar";

/** Past this the name is cut with an ellipsis: it never wraps the header onto a second line. */
const NAME_MAX_WIDTH_PX = 220;

interface UserMenuProps {
  name: string;
  imageId: string | null | undefined;
  studio: boolean;
  showName: boolean;
  onLogout(): void;
}

/**
 * Header dropdown (spec §2): Profile, About for studio users, Logout. Rendered inside the banner
 * (not a portal) so it stays in a landmark, and without Mantine's initial-focus placeholder, whose
 * role="presentation" child is not allowed inside role="menu"; arrow keys and Escape still work.
 */
export function UserMenu({ name, imageId, studio, showName, onLogout }: UserMenuProps) {
  const t = useMessage();
  return (
    <Menu position="bottom-end" width={200} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* The full name stays reachable as the button's title (tooltip) when it is cut. */}
        <UnstyledButton aria-label={t("shell_user_menu")} title={name || undefined} p={4} miw={0}>
          <Group gap={8} wrap="nowrap">
            <ProfileAvatar imageId={imageId} />
            {showName && name ? (
              <Text size="sm" fw={500} truncate="end" maw={NAME_MAX_WIDTH_PX}>
                {name}
              </Text>
            ) : null}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={Paths.profile} leftSection={<IconUser size={16} aria-hidden />}>
          {t("menu_profile")}
        </Menu.Item>
        {studio ? (
          <Menu.Item component={Link} to={Paths.about} leftSection={<IconInfoCircle size={16} aria-hidden />}>
            {t("menu_about")}
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t("menu_logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
