import { issueMessage } from "@fsm/contracts";
import { fieldValueSchema, type TFieldItem } from "@fsm/metadata";
import { z, type ZodType } from "zod";
import type { TTranslate } from "../../../lib/messages/use-message";

/**
 * A field's form check: the form value's own shape (`base`), then its field type's value check
 * from @fsm/metadata — the very check the server's save runs — on what the form holds for it
 * (`checked`: a lookup's key, say). The check's message (a catalogue key, translated with t)
 * follows the field's label.
 */
export function valueSchema(
  item: TFieldItem,
  label: string,
  t: TTranslate,
  base: ZodType = z.string(),
  checked: (value: unknown) => unknown = (value) => value,
): ZodType {
  const check = fieldValueSchema(item);
  return base.superRefine((value, ctx) => {
    for (const issue of check.safeParse(checked(value)).error?.issues ?? []) {
      const keyed = issueMessage(issue);
      const text = keyed ? t(keyed.key, keyed.values) : issue.message;
      ctx.addIssue({ code: "custom", message: `${label} ${text}` });
    }
  });
}
