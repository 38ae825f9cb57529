import { Link, type LinkProps } from "react-router";
import classes from "./plain.module.css";

/** A router link in the theme's link colour (Mantine's Anchor over Link, without its script). */
export function TextLink(props: Omit<LinkProps, "className">) {
  return <Link className={`${classes.link} mantine-focus-auto`} {...props} />;
}
