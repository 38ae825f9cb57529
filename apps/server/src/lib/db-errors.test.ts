import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../test/support/harness.js";
import type { Database } from "../db/client.js";
import { badInputError, loggableError } from "./db-errors.js";

/** Real driver errors from each engine: what the error handler turns into 400s and log lines. */
describe.each(engines)("database errors (%s)", (engine) => {
  let database: Database;
  beforeAll(async () => void (database = await openTestDatabase(engine)));
  afterAll(async () => database?.close());

  const failure = async (statement: ReturnType<typeof sql>) => {
    try {
      await database.db.execute(statement);
    } catch (error) {
      return error;
    }
    throw new Error("the statement was expected to fail");
  };

  it("maps values the database refuses to a 400, naming the column when the database names it", async () => {
    const outOfRange = badInputError(await failure(sql`select ${"99999999999999"}::integer`));
    expect([outOfRange?.statusCode, outOfRange?.message]).toEqual([400, "body: a value is out of range"]);
    const notADate = badInputError(await failure(sql`select ${"notadate"}::timestamptz`));
    expect(notADate?.statusCode).toBe(400);
    const missing = badInputError(
      await failure(sql`insert into code_tables (name, description) values ('x', null)`),
    );
    expect(missing?.options.details).toEqual([
      { path: "description", message: "a value is required", messageKey: "error_db_required" },
    ]);
    expect(badInputError(await failure(sql`select * from no_such_table`))).toBeNull();
  });

  it("logs a failed statement without its parameters or the row the database quotes", async () => {
    const secret = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0";
    const error = await failure(
      sql`insert into persons (email, user_name, first_name, last_name, role_code, password_hash) values (${"leak@example.test"}, ${"LEAK"}, ${"L"}, ${null}, ${"CUSTOMER"}, ${secret})`,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toMatch(/insert into persons/);
    expect(logged).not.toMatch(/leak@example\.test|argon2id/);
  });
});
