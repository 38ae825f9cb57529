import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import type { TDashboardCardView } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { dashboardPaths } from "../paths";
import { CardFrame } from "./card-frame";

type QuickActionsCardView = Extract<TDashboardCardView, { kind: "quickActions" }>;

/** Buttons that start a workflow's wizard; their labels come from the server in the caller's words. */
export function QuickActionsCard({ card }: { card: QuickActionsCardView }) {
  const t = useMessage();
  return (
    <CardFrame id={card.id} title={t(card.title)}>
      <Group gap="sm">
        {card.actions.map((action, i) => (
          <Button
            key={action.startScreen}
            component={Link}
            to={dashboardPaths.workflowStart(action.startScreen)}
            variant={i === 0 ? "filled" : "default"}
            mih={44}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </CardFrame>
  );
}
