import "../lib/styles/component-styles";
// The notification container alone, so a lazy import of it leaves the rest of the package (the
// store notify() writes to) in the entry. See providers.tsx.
export { Notifications } from "@mantine/notifications";
