import { afterEach, describe, expect, it } from "vitest";
import {
  clearLoggedIn,
  clearLoggedInUnlessSignedIn,
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
    writeAuthHeader("Bearer one", null);
    expect(readAuthHeader()).toBe("Bearer one");
    removeAuthHeader();
    expect(readAuthHeader()).toBeNull();
  });

  it("sees the page's own sign-in and sign-out within one task", () => {
    expect(isLoggedIn()).toBe(false);
    writeAuthHeader("Bearer one", null);
    setLoggedIn();
    expect(isLoggedIn()).toBe(true);
    clearLoggedIn();
    expect(isLoggedIn()).toBe(false);
  });

  it("sees another tab's sign-out in the next task", async () => {
    writeAuthHeader("Bearer one", null);
    setLoggedIn();
    expect(isLoggedIn()).toBe(true);
    localStorage.setItem(LocalKey.isLoggedIn, "false"); // what another tab's sign-out writes
    await nextTask();
    expect(isLoggedIn()).toBe(false);
  });
});

// Every tab of a browser shares the session (issue 26): the header is a cookie, not one tab's storage.
describe("the session every tab shares", () => {
  it("is read by a tab that did not sign in (a record opened in a new tab)", async () => {
    writeAuthHeader("Bearer shared", null);
    sessionStorage.clear(); // a new tab starts with session storage of its own
    await nextTask();
    expect(readAuthHeader()).toBe("Bearer shared");
  });

  it("ends with the browser without Remember Me, and lasts until the server's session with it", () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => cookie.get!.call(document),
      set: (value: string) => {
        written.push(value);
        cookie.set!.call(document, value);
      },
    });
    try {
      writeAuthHeader("Bearer session", null);
      writeAuthHeader("Bearer remembered", new Date("2026-12-29T10:00:00.000Z"));
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(written[0]).toMatch(/^ahid=Bearer%20session; Path=\/; SameSite=Strict$/);
    expect(written[1]).toContain("Expires=Tue, 29 Dec 2026 10:00:00 GMT");
  });

  it("counts as signed in only while the header is there (a browser restarted without Remember Me)", async () => {
    setLoggedIn();
    expect(isLoggedIn()).toBe(false);
    writeAuthHeader("Bearer one", null);
    expect(isLoggedIn()).toBe(true);
  });

  it("is not ended by a sign-in page opened beside it, but is once no tab holds it", () => {
    writeAuthHeader("Bearer one", null);
    setLoggedIn();
    clearLoggedInUnlessSignedIn();
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("Y");
    removeAuthHeader();
    clearLoggedInUnlessSignedIn();
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("false");
  });
});
