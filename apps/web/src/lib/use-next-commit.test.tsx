import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { useNextCommit } from "./use-next-commit";

describe("useNextCommit", () => {
  it("mounts the part that can wait in a commit after the rest, so its effects run after theirs", async () => {
    const log: string[] = [];
    function Part({ name }: { name: string }) {
      useEffect(() => void log.push(`${name}'s effects`), [name]);
      return <p>{name}</p>;
    }
    function Page() {
      const later = useNextCommit();
      useEffect(() => void log.push(later ? "commit with the history" : "commit with its placeholder"));
      return (
        <>
          <Part name="record" />
          {later ? <Part name="history" /> : <p>history placeholder</p>}
        </>
      );
    }
    render(<Page />);
    expect(await screen.findByText("history")).toBeInTheDocument();
    expect(log).toEqual([
      "record's effects",
      "commit with its placeholder",
      "history's effects",
      "commit with the history",
    ]);
  });
});
