import { useEffect, useRef, useState, type ReactElement, type Ref } from "react";
import { Menu } from "@mantine/core";
import { IconInfoCircle, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { Paths } from "../paths";
import { useMessage } from "../../lib/messages/use-message";

interface UserMenuDropdownProps {
  /** The header's user button, which becomes the menu's target. */
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
  studio: boolean;
  onLogout(): void;
}

/**
 * The user menu itself, opened once mounted (it loads on the first press of the user button; see
 * user-menu.tsx): its button takes the place of the one pressed, so it takes the focus first and
 * Escape returns there. Rendered inside the banner (not a portal) so it stays in a landmark, and without
 * Mantine's initial-focus placeholder, whose role="presentation" child is not allowed inside
 * role="menu"; arrow keys and Escape still work.
 */
export function UserMenuDropdown({ target, studio, onLogout }: UserMenuDropdownProps) {
  const t = useMessage();
  const targetRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    targetRef.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={200}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target(targetRef)}</Menu.Target>
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
