import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2587);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where serve.mjs drops every mail its SMTP server receives, one JSON file each. */
export const E2E_MAIL_DIR = path.join(path.resolve(process.env.E2E_RUNTIME ?? "e2e/.runtime"), "mail");
export const DEMO_PASSWORD = "Demo!2026";
