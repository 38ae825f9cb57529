import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { MetadataPath } from "@fsm/contracts";
import { clearMessageCache, loadMessageCache } from "../../../lib/messages/message-cache";
import { LocalKey } from "../../../lib/storage-keys";
import { json, stubApi } from "../../../test-utils/stub-api";
import { fieldItem, renderFieldInput } from "../../test-utils/field-harness";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

afterEach(() => {
  vi.unstubAllGlobals();
  clearMessageCache();
});

/*
 * A page opened by a reload asks for its codes before the shell has loaded the user's messages
 * (the server's code labels are message keys): once the messages are there, the labels are words.
 */

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("code labels and the user's messages", () => {
  it("shows the words once the messages arrive after the codes, not the keys", async () => {
    const api = stubApi({
      [`GET ${MetadataPath.fetchCodes}`]: () =>
        json([
          { code: "NEW", label: "status_new", parentCode: null, sort: 10 },
          { code: "ON_HOLD", label: "status_on_hold", parentCode: null, sort: 40 },
        ]),
    });
    renderFieldInput(fieldItem("codeSelect"), { label: "Status", initial: "ON_HOLD" });
    const input = screen.getByRole("combobox", { name: "Status" });
    await waitFor(() => expect(input).toHaveValue("*status_on_hold*"));
    expect(api.callsTo(MetadataPath.fetchCodes)).toHaveLength(1);

    // The shell loads the user's stored messages (as after a reload).
    localStorage.setItem(`${LocalKey.messagesPrefix}7`, JSON.stringify({ status_on_hold: "On Hold" }));
    localStorage.setItem(LocalKey.lastMessageRefresh, new Date().toISOString());
    await act(() => loadMessageCache("7"));
    await waitFor(() => expect(input).toHaveValue("On Hold"));
  });
});
