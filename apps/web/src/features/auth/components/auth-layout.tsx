import { useState, type CSSProperties, type ReactNode, type Ref } from "react";
import { brandingUrl } from "../../../lib/branding";
import { useConfig } from "../../../lib/config/use-config";
import { usePageTitle } from "../../../lib/use-page-title";
import classes from "./auth-layout.module.css";

interface AuthLayoutProps {
  /** The page's one h1. */
  title: string;
  /** What the document title names the page, when not its h1 ("Sign in" rather than "Welcome!"). */
  pageTitle?: string;
  children: ReactNode;
  contentRef?: Ref<HTMLDivElement>;
  width?: number;
}

/**
 * Frame of every credential page: the main landmark over the configured login background, with
 * the card centred or, when configured, aligned right (spec §1, §3 loginBackgroundPath,
 * alignLoginFormRight).
 */
export function AuthLayout({ title, pageTitle, children, contentRef, width = 440 }: AuthLayoutProps) {
  const config = useConfig();
  usePageTitle(pageTitle ?? title);
  const backgroundUrl = brandingUrl(config.loginBackgroundPath);
  const logoUrl = brandingUrl(config.companyLogoName);
  const [logoFailed, setLogoFailed] = useState(false);
  const style: CSSProperties = {
    justifyContent: config.alignLoginFormRight ? "flex-end" : "center",
    ...(backgroundUrl && {
      backgroundImage: `url(${JSON.stringify(backgroundUrl)})`,
      backgroundSize: "cover",
      backgroundPosition: "center",
    }),
  };

  // Plain elements, not Mantine's: the sign-in page, the first any visitor loads, draws with this.
  return (
    <main className={classes.main} style={style}>
      <div ref={contentRef} className={classes.card} style={{ maxWidth: width }}>
        <div>
          {logoUrl && !logoFailed ? (
            <img
              className={classes.logo}
              src={logoUrl}
              alt={config.companyName}
              onError={() => setLogoFailed(true)}
            />
          ) : (
            <p className={classes.company}>{config.companyName}</p>
          )}
          <h1 className={classes.title}>{title}</h1>
        </div>
        {children}
      </div>
    </main>
  );
}
