// Starts a real SMTP server and the built portal on a fresh embedded database, for the browser
// tests. Every received mail is written to e2e/.runtime/mail/<n>.json for the tests to read.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { writeEmptyPmtiles } from "./pmtiles-fixture.mjs";

const port = Number(process.env.E2E_PORT ?? 8181);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2587);
// E2E_RUNTIME lets two runs side by side (other ports too) keep their own database and mailbox.
const runtime = path.resolve(process.env.E2E_RUNTIME ?? "e2e/.runtime");
const mailDir = path.join(runtime, "mail");
rmSync(runtime, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const record = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          receivedAt: new Date().toISOString(),
        };
        // Written aside and renamed into place: a test reading the folder meanwhile never sees
        // half a file (a CI run failed on "Unexpected end of JSON input").
        const file = path.join(mailDir, `${String(received).padStart(4, "0")}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(record));
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const env = { ...process.env };
delete env.DATABASE_URL; // the browser tests use the embedded database, like `npm start`
Object.assign(env, {
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: path.join(runtime, "data"),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  RATE_LIMIT_FACTOR: "20",
  // The map's street detail: an operator-configured PMTiles file, read by the page with Range requests.
  MAP_PMTILES_FILE: path.join(runtime, "streets.pmtiles"),
});
writeEmptyPmtiles(env.MAP_PMTILES_FILE);
const server = spawn("node", ["apps/server/dist/main.js"], { env, stdio: "inherit" });
const stop = () => {
  server.kill("SIGTERM");
  smtp.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
