import { Tooltip } from "@mantine/core";

/** Mantine's Tooltip for ExactTip's element, opened by it (its own chunk: floating-ui comes with it). */
export function ExactTooltip(props: { label: string; opened: boolean; target: HTMLElement }) {
  return <Tooltip label={props.label} opened={props.opened} target={props.target} inline />;
}
