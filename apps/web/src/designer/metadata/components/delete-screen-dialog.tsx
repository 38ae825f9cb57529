import { Alert, Button, Text } from "@mantine/core";
import { PortalModal, type FadeModal } from "../../../lib/modal";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { useDeleteScreen } from "../api/delete-screen";

export interface DeleteScreenDialogProps {
  modal: FadeModal;
  name: string;
  screenId: number;
  onDeleted(): void;
}

/** Asks before deleting a screen; the server's refusal (a baseline screen, one in use) shows here. */
export function DeleteScreenDialog({ modal, name, screenId, onDeleted }: DeleteScreenDialogProps) {
  const t = useMessage();
  const remove = useDeleteScreen();
  const confirm = () =>
    remove.mutate(screenId, {
      onSuccess: () => {
        notify.success(t("mde_deleted", { name }));
        modal.hide();
        onDeleted();
      },
    });
  return (
    <PortalModal
      modal={modal}
      title={t("mde_delete_title", { name })}
      footer={
        <>
          <Button variant="default" onClick={modal.hide} data-autofocus>
            {t("mde_cancel")}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t("mde_delete_confirm")}
          </Button>
        </>
      }
    >
      <Text>{t("mde_delete_body")}</Text>
      {remove.isError ? (
        <Alert color="red" variant="outline" role="alert" mt="md">
          {errorText(remove.error, t)}
        </Alert>
      ) : null}
    </PortalModal>
  );
}
