import { Group, MultiSelect, Radio, Stack } from "@mantine/core";
import type { TBlogAudience } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { useBlogAudiences } from "../api/get-blog-audiences";

/** Who may read the post: everyone with blog access, or only chosen roles and/or companies. */
export function AudienceField({
  value,
  onChange,
}: {
  value: TBlogAudience;
  onChange: (a: TBlogAudience) => void;
}) {
  const t = useMessage();
  const choices = useBlogAudiences();
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t("blog_audience_label")}
        value={value.all ? "all" : "chosen"}
        onChange={(v) => onChange({ ...value, all: v === "all" })}
      >
        <Group gap="md" mt={4}>
          <Radio value="all" label={t("blog_audience_all")} />
          <Radio value="chosen" label={t("blog_audience_chosen")} />
        </Group>
      </Radio.Group>
      {value.all ? null : (
        <Group gap="md" align="flex-start" grow>
          <MultiSelect
            label={t("blog_audience_roles")}
            data={(choices.data?.roles ?? []).map((r) => ({ value: r.code, label: r.title }))}
            value={value.roles}
            onChange={(roles) => onChange({ ...value, roles })}
            searchable
            clearable
          />
          <MultiSelect
            label={t("blog_audience_companies")}
            data={(choices.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={value.companyIds.map(String)}
            onChange={(ids) => onChange({ ...value, companyIds: ids.map(Number) })}
            searchable
            clearable
          />
        </Group>
      )}
    </Stack>
  );
}
