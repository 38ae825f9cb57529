import "./list-messages";
import { useEffect, useRef, useState } from "react";
import { Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { TDataView } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { useListViews, type ListViewsController } from "./use-list-views";
import type { ListScreenController } from "./use-list-screen";

/**
 * The list's "Views" menu: open a saved view (own or shared with the company), save what the
 * list shows now under a name, delete one's own (after confirming). It loads on the first press
 * of the list's Views button (list-views-button.tsx) and opens at once, its own button taking
 * the pressed one's place and the focus, so Escape returns there.
 */
export function ListViewsMenu({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const views = useListViews(list);
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<TDataView | null>(null);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  if (!views.available) return null;
  const own = views.views.filter((v) => v.mine);
  return (
    <>
      {/* In the page, not a portal (it stays in the main landmark), and without Mantine's focus
          placeholder, whose role="presentation" child is not allowed inside role="menu". */}
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        withinPortal={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button ref={target} variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            {t("views_menu")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.views.length === 0 ? (
            <Menu.Item disabled>{t(views.loading ? "views_loading" : "views_none")}</Menu.Item>
          ) : (
            views.views.map((view) => (
              <Menu.Item key={view.id} onClick={() => views.open(view)}>
                {view.mine
                  ? view.shared
                    ? t("views_item_shared_mine", { name: view.name })
                    : view.name
                  : t("views_item_shared", { name: view.name, owner: view.ownerName })}
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => setSaving(true)}>{t("views_save")}</Menu.Item>
          {own.map((view) => (
            <Menu.Item key={`delete-${view.id}`} onClick={() => setDeleting(view)}>
              {t("views_delete", { name: view.name })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <SaveViewDialog opened={saving} onClose={() => setSaving(false)} views={views} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("views_delete_title")}
        centered
        closeButtonProps={{ "aria-label": t("app_close") }}
      >
        <Text>{t("views_delete_body", { name: deleting?.name ?? "" })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
            {t("views_cancel")}
          </Button>
          <ProgressButton
            color="red"
            busy={views.remove.isPending}
            onClick={() => {
              if (deleting) views.remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
            }}
          >
            {t("views_delete_confirm")}
          </ProgressButton>
        </Group>
      </Modal>
    </>
  );
}

function SaveViewDialog({
  opened,
  onClose,
  views,
}: {
  opened: boolean;
  onClose: () => void;
  views: ListViewsController;
}) {
  const t = useMessage();
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName("");
    setShared(false);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!name.trim()) return setError(t("views_name_required"));
    views.save.mutate({ name: name.trim(), shared }, { onSuccess: close });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("views_save_title")}
      centered
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t("views_save_body")}</Text>
          <TextInput
            label={t("views_name")}
            value={name}
            maxLength={80}
            withAsterisk
            error={error}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Checkbox
            label={t("views_shared")}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("views_cancel")}
            </Button>
            <ProgressButton type="submit" busy={views.save.isPending}>
              {t("views_save_confirm")}
            </ProgressButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
