import { useEffect, useState } from "react";
import { MultiSelect, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import type { TForumCategory, TForumCategoryAudience } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { useAudienceCompanies } from "../api/get-audience-companies";
import { useSaveForumCategory } from "../api/save-forum-category";
import { FormDialog } from "./form-dialog";

export type CategoryDialogTarget = TForumCategory | "new";

const EVERYONE: TForumCategoryAudience = { all: true, companyIds: [] };

/** Creating or changing a category (moderators): title, description, and who sees it (everyone, or chosen companies). */
export function CategoryDialog({
  target,
  onClose,
}: {
  target: CategoryDialogTarget | null;
  onClose: () => void;
}) {
  const t = useMessage();
  const save = useSaveForumCategory();
  const existing = target && target !== "new" ? target : null;
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [audience, setAudience] = useState<TForumCategoryAudience>(EVERYONE);
  const [error, setError] = useState<string | null>(null);
  const [audienceError, setAudienceError] = useState<string | null>(null);
  const companies = useAudienceCompanies(target !== null && !audience.all);
  useEffect(() => {
    setTitle(existing?.title ?? "");
    setDescription(existing?.description ?? "");
    setAudience(existing?.audience ?? EVERYONE);
    setError(null);
    setAudienceError(null);
  }, [target, existing]);

  const submit = () => {
    if (!title.trim()) return setError(t("forum_category_title_required"));
    if (!audience.all && audience.companyIds.length === 0)
      return setAudienceError(t("forum_category_companies_required"));
    save.mutate(
      {
        ...(existing ? { id: existing.id } : {}),
        title: title.trim(),
        description: description.trim(),
        audience,
      },
      {
        onSuccess: () => {
          notify.success(t(existing ? "forum_category_saved" : "forum_category_created"));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={t(existing ? "forum_edit_category" : "forum_new_category")}
      onSubmit={submit}
      submitLabel={t("forum_save")}
      busy={save.isPending}
    >
      <TextInput
        label={t("forum_category_title")}
        required
        maxLength={80}
        value={title}
        error={error}
        onChange={(e) => {
          setTitle(e.currentTarget.value);
          setError(null);
        }}
        onBlur={() => setError(title.trim() ? null : t("forum_category_title_required"))}
        data-autofocus
      />
      <Textarea
        label={t("forum_category_description")}
        maxLength={300}
        autosize
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Radio.Group
        label={t("forum_category_audience")}
        value={audience.all ? "all" : "chosen"}
        onChange={(value) => {
          setAudience({ ...audience, all: value === "all" });
          setAudienceError(null);
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="all" label={t("forum_category_audience_all")} />
          <Radio value="chosen" label={t("forum_category_audience_chosen")} />
        </Stack>
      </Radio.Group>
      {audience.all ? null : (
        <MultiSelect
          label={t("forum_category_companies")}
          data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={audience.companyIds.map(String)}
          onChange={(ids) => {
            setAudience({ ...audience, companyIds: ids.map(Number) });
            setAudienceError(null);
          }}
          error={audienceError ?? (companies.isError ? t("forum_category_companies_failed") : null)}
          searchable
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </FormDialog>
  );
}
