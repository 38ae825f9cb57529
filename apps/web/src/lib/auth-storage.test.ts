import { afterEach, describe, expect, it } from "vitest";
import {
  clearLoggedIn,
  isLoggedIn,
  readAuthHeader,
  removeAuthHeader,
  setLoggedIn,
  writeAuthHeader,
} from "./auth-storage";
import { LocalKey } from "./storage-keys";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

// The header and the flag are read once per task (read-per-task.ts): a write of the page's own is
// seen at once, a change from elsewhere (another tab's sign-out) by the next task.
describe("session storage reads", () => {
  it("sees the page's own header changes within one task", () => {
    expect(readAuthHeader()).toBeNull();
    writeAuthHeader("Bearer one", false);
    expect(readAuthHeader()).toBe("Bearer one");
    removeAuthHeader();
    expect(readAuthHeader()).toBeNull();
  });

  it("sees the page's own sign-in and sign-out within one task", () => {
    expect(isLoggedIn()).toBe(false);
    setLoggedIn();
    expect(isLoggedIn()).toBe(true);
    clearLoggedIn();
    expect(isLoggedIn()).toBe(false);
  });

  it("sees another tab's sign-out in the next task", async () => {
    setLoggedIn();
    expect(isLoggedIn()).toBe(true);
    localStorage.setItem(LocalKey.isLoggedIn, "false"); // what another tab's sign-out writes
    await nextTask();
    expect(isLoggedIn()).toBe(false);
  });
});
