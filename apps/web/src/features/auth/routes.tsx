import type { RouteObject } from "react-router";
import { ActivatePage } from "./components/activate-page";
import { ChangeConfirmPage } from "./components/change-confirm-page";
import { RecoverCreditsPage } from "./components/recover-credits-page";
import { RecoverEmailPage } from "./components/recover-email-page";
import { ResetPasswordPage } from "./components/reset-password-page";
import { SignInPage } from "./components/sign-in-page";
import { VerifyCodePage } from "./components/verify-code-page";

/**
 * The public credential routes (spec §2), relative to the root layout. signin and signup are
 * children of one pathless route, so switching between them keeps the same page instance.
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
  { path: "recoverCredits", element: <RecoverCreditsPage /> },
  { path: "recoverEmail", element: <RecoverEmailPage /> },
  { path: "verifyCode", element: <VerifyCodePage /> },
  { path: "resetPassword/:id/:fName/:lName/:uName", element: <ResetPasswordPage /> },
  { path: "changeConfirm", element: <ChangeConfirmPage /> },
  { path: "activate/:secret", element: <ActivatePage /> },
];
