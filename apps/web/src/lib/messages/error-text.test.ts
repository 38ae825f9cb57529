import { describe, expect, it } from "vitest";
import { ApiError } from "../api-error";
import { detailText, errorText } from "./error-text";
import { translate, type TTranslate } from "./use-message";

/** A user's loaded messages: one key translated, every other key as the lookup finds it. */
const german: TTranslate = (key, values) =>
  translate(
    key,
    values,
    {
      error_rate_limited: "Zu viele Versuche. In {seconds} Sekunden erneut versuchen.",
      value_required: "fehlt",
    },
    { messages: { portal_login_translations: {} } },
  );

const apiError = (body: Record<string, unknown>, status = 400) =>
  new ApiError(
    status,
    "",
    String(body.message),
    String(body.code),
    body.details as ApiError["details"],
    body,
  );

describe("error texts", () => {
  it("shows a server error by its message key and values, in the user's language", () => {
    const error = apiError(
      {
        code: "RATE_LIMITED",
        message: "Too many attempts. Try again in 30 seconds.",
        messageKey: "error_rate_limited",
        values: { seconds: 30 },
      },
      429,
    );
    expect(error.messageKey).toBe("error_rate_limited");
    expect(errorText(error, german)).toBe("Zu viele Versuche. In 30 Sekunden erneut versuchen.");
    // Not translated (no loaded message): the catalogue's English default with the values.
    expect(errorText(error)).toBe("Too many attempts. Try again in 30 seconds.");
  });

  it("translates field details, and a validation error's message as its first detail, never its path", () => {
    const error = apiError({
      code: "VALIDATION_FAILED",
      message: "dataModel.description: is required",
      details: [
        { path: "dataModel.description", message: "is required", messageKey: "value_required" },
        { path: "dataModel.site_id", message: "must be a whole number" },
      ],
    });
    expect(errorText(error, german)).toBe("Fehlt");
    const [description, site] = error.details!;
    expect(detailText(description!, german)).toBe("fehlt");
    expect(detailText(site!, german)).toBe("must be a whole number");
  });

  it("keeps the server's words where it named no key, and for errors that are not the server's", () => {
    const plain = apiError({ code: "VALIDATION_FAILED", message: "body: Invalid input" });
    expect(errorText(plain, german)).toBe("Invalid input");
    const password = apiError({
      code: "VALIDATION_FAILED",
      message: "currentPassword: is wrong",
      details: [{ path: "currentPassword", message: "is wrong" }],
    });
    expect(errorText(password, german)).toBe("Is wrong");
    const lines = apiError({
      code: "VALIDATION_FAILED",
      message: "childTables.rma_lines[0].quantity: too low",
    });
    expect(errorText(lines, german)).toBe("Too low");
    expect(errorText(new Error("Network down"), german)).toBe("Network down");
    expect(errorText("odd", german)).toBe("odd");
  });

  it("shows the server's English text for a key this build does not know, never `*key*`", () => {
    const newer = apiError(
      { code: "CONFLICT", message: "Something new happened.", messageKey: "error_from_the_future" },
      409,
    );
    expect(errorText(newer, german)).toBe("Something new happened.");
    expect(detailText({ path: "x", message: "is new", messageKey: "value_from_the_future" }, german)).toBe(
      "is new",
    );
    // The lookup itself still marks a key nobody declared (spec §4).
    expect(german("error_from_the_future")).toBe("*error_from_the_future*");
  });

  it("ignores values that are not a map of texts and numbers", () => {
    // The server sends a key's English default as the message (the web's catalogue has no copy).
    const error = apiError(
      { code: "X", message: "Not found", messageKey: "error_not_found", values: ["a"] },
      404,
    );
    expect(error.values).toBeUndefined();
    expect(errorText(error, german)).toBe("Not found");
  });
});
