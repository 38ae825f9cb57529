/**
 * The public pages this feature serves (spec §2), relative to the router's basename. app/paths
 * composes them into the portal's path list; the feature imports no app code, so the one signed-in
 * address it sends people to (home) is mirrored here like the other features do.
 */
export const authPaths = {
  signin: "/signin",
  signup: "/signup",
  recoverCredits: "/recoverCredits",
  recoverEmail: "/recoverEmail",
  verifyCode: "/verifyCode",
  resetPassword: "/resetPassword/:id/:fName/:lName/:uName",
  changeConfirm: "/changeConfirm",
  activate: "/activate/:secret",
  home: "/app/dashboard",
} as const;
