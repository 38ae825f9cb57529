import { Skeleton } from "@mantine/core";

/** A field's placeholder, label and control where they will be (a loading record, a loading control). */
export function FieldSkeleton() {
  return (
    <>
      <Skeleton height={14} width="40%" mb={6} />
      <Skeleton height={36} radius="sm" />
    </>
  );
}
