import { Center, Loader } from "@mantine/core";

/** Shown while the first route's lazy module loads (the index.html loader has gone by then). */
export function BootFallback() {
  return (
    <Center component="main" mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
