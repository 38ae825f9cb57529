import { useEffect, useRef } from "react";
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { cellText } from "../shared/cell-text";
import { useLookupScreen, type LookupScreenParams } from "./use-lookup-screen";

/** The lookup screen as a listbox driven from its search box (WAI-ARIA combobox pattern). */
export function LookupScreen(props: LookupScreenParams) {
  const lookup = useLookupScreen(props);
  const t = useMessage();
  const title = t(props.document.title);
  const [first, ...rest] = lookup.columns;
  // The picker's body loads after its dialog opened (the dialog focused its close button then):
  // the search box takes the focus as it appears, so typing searches at once.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Stack gap="sm">
      <TextInput
        label={t("lookup_search_label", { title })}
        description={t("lookup_keys_hint")}
        value={lookup.search}
        onChange={(event) => lookup.setSearch(event.currentTarget.value)}
        onKeyDown={lookup.onKeyDown}
        role="combobox"
        aria-expanded
        aria-autocomplete="list"
        aria-controls={lookup.listboxId}
        aria-activedescendant={lookup.rows.length ? lookup.optionId(lookup.active) : undefined}
        data-autofocus
        ref={box}
        rightSection={
          lookup.query.isFetching ? <Loader size="xs" aria-label={t("lookup_searching")} /> : null
        }
      />
      {lookup.query.isError ? (
        <Alert color="red" variant="outline" title={t("lookup_search_failed")}>
          {errorText(lookup.query.error, t)}
        </Alert>
      ) : null}
      <div role="listbox" id={lookup.listboxId} aria-label={title} className="lookup-listbox">
        {lookup.rows.map((row, index) => (
          <div
            key={lookup.optionId(index)}
            id={lookup.optionId(index)}
            role="option"
            aria-selected={index === lookup.active}
            onClick={() => lookup.pick(row)}
            onMouseEnter={() => lookup.setActive(index)}
            style={{
              padding: "6px 8px",
              cursor: "pointer",
              background: index === lookup.active ? "var(--mantine-color-blue-light)" : undefined,
            }}
          >
            <Text fw={500}>{first ? cellText(row, first.column) : ""}</Text>
            {rest.length ? (
              <Text size="sm" c="dimmed">
                {rest.map((c) => cellText(row, c.column)).join(" · ")}
              </Text>
            ) : null}
          </div>
        ))}
      </div>
      {lookup.query.isSuccess && lookup.rows.length === 0 ? <Text>{t("lookup_no_matches")}</Text> : null}
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          onClick={() => lookup.goTo(lookup.page - 1)}
          disabled={lookup.page <= 1}
        >
          {t("list_previous_page")}
        </Button>
        <Text size="sm" aria-live="polite">
          {t("lookup_page_of", { page: String(lookup.page), pages: String(lookup.pageCount) })}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => lookup.goTo(lookup.page + 1)}
          disabled={lookup.page >= lookup.pageCount}
        >
          {t("list_next_page")}
        </Button>
      </Group>
    </Stack>
  );
}
