import { describe, expect, it } from "vitest";
import { fieldItem } from "../../test-utils/field-harness";
import { translate } from "../../../lib/messages/use-message";
import { valueSchema } from "./value-schema";

const t = (messages: Record<string, string>) => (key: string, values?: Record<string, string | number>) =>
  translate(key, values, messages, { messages: { portal_login_translations: {} } });

describe("a field's value check", () => {
  it("says why in the user's language, by the value check's message key, after the label", () => {
    const german = t({
      value_email: "muss eine E-Mail-Adresse sein",
      value_at_most: "darf höchstens {max} sein",
    });
    const email = valueSchema(fieldItem("email"), "E-Mail", german);
    expect(email.safeParse("someone@").error?.issues[0]?.message).toBe(
      "E-Mail muss eine E-Mail-Adresse sein",
    );
    const number = valueSchema(fieldItem("number", { max: 10 }), "Menge", german);
    expect(number.safeParse("11").error?.issues[0]?.message).toBe("Menge darf höchstens 10 sein");
    // Not translated: the catalogue's English default.
    const english = valueSchema(fieldItem("email", { required: true }), "Email", t({}));
    expect(english.safeParse(" ").error?.issues[0]?.message).toBe("Email is required");
  });
});
