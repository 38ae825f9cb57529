import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/** A labelled search box with its icon, as the blog and the forum put one above their lists. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={480}
    />
  );
}
