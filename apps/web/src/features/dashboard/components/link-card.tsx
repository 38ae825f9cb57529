import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import type { TDashboardCardView } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { CardFrame } from "./card-frame";

type LinkCardView = Extract<TDashboardCardView, { kind: "link" }>;

/** A page of the portal worth a visit: its title is the link, a line says what is there. */
export function LinkCard({ card }: { card: LinkCardView }) {
  const t = useMessage();
  return (
    <CardFrame
      id={card.id}
      title={
        <Anchor component={Link} to={card.to} inherit>
          {t(card.title)}
        </Anchor>
      }
    >
      {card.body ? (
        <Text size="sm" c="dimmed">
          {t(card.body)}
        </Text>
      ) : null}
    </CardFrame>
  );
}
