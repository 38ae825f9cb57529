import type { RouteObject } from "react-router";
import { SignInPage } from "./components/sign-in-page";

/**
 * The public credential routes (spec §2), relative to the root layout. signin and signup are
 * children of one pathless route, so switching between them keeps the same page instance.
 * Sign-in is eager (the first thing a visitor sees); every other credential page is its own lazy
 * chunk, so the sign-in route loads none of them (bench/budgets.json).
 */
export const authRoutes: RouteObject[] = [
  {
    id: "auth-signin",
    element: <SignInPage />,
    children: [
      // The view is chosen by SignInPage itself; these only claim the addresses.
      { path: "signin", element: null },
      { path: "signup", element: null },
    ],
  },
  {
    path: "recoverCredits",
    lazy: () =>
      import("./components/recover-credits-page").then((m) => ({ Component: m.RecoverCreditsPage })),
  },
  {
    path: "recoverEmail",
    lazy: () => import("./components/recover-email-page").then((m) => ({ Component: m.RecoverEmailPage })),
  },
  {
    path: "verifyCode",
    lazy: () => import("./components/verify-code-page").then((m) => ({ Component: m.VerifyCodePage })),
  },
  {
    path: "resetPassword/:id/:fName/:lName/:uName",
    lazy: () => import("./components/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: "changeConfirm",
    lazy: () => import("./components/change-confirm-page").then((m) => ({ Component: m.ChangeConfirmPage })),
  },
  {
    path: "activate/:secret",
    lazy: () => import("./components/activate-page").then((m) => ({ Component: m.ActivatePage })),
  },
];
