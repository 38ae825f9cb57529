import { Anchor, Button } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { authPaths } from "../paths";
import { useAuthText } from "../texts";

/** "Back To Sign In" as a link (form pages) or as a button (result pages, spec §2). */
export function BackToSignIn({ as = "link" }: { as?: "link" | "button" }) {
  const t = useAuthText();
  const navigate = useNavigate();
  if (as === "button") {
    return (
      <Button fullWidth onClick={() => navigate(authPaths.signin)}>
        {t("auth_back_to_signin")}
      </Button>
    );
  }
  return (
    <Anchor component={Link} to={authPaths.signin} size="sm" ta="center">
      {t("auth_back_to_signin")}
    </Anchor>
  );
}
