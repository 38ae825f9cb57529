/** The signed-in caller, resolved from the bearer token once per request by the session plugin. */
export type Actor = {
  sessionId: number;
  personId: number;
  userName: string;
  email: string;
  roleCode: string;
  /** company: sees its company's rows only; all: staff and designers. */
  scope: "company" | "all";
  companyId: number | null;
  access: {
    request: boolean;
    rma: boolean;
    blog: boolean;
    group: boolean;
    studio: boolean;
    /** Writes and publishes blog posts (the role's blog-editor permission). */
    blogEdit: boolean;
  };
  remember: boolean;
};

/** none: no Authorization header; invalid: unknown or malformed token; expired: idle, absolute or revoked. */
export type SessionState = "none" | "invalid" | "expired" | "valid";
