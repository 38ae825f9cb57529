import type { TConfigData } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { lastMessageRefresh, loadMessages } from "../messages/messages.repository.js";
import { loadParams } from "./app-params.repository.js";
import { presentConfig } from "./config.presenter.js";

export async function readConfigData(db: Db): Promise<TConfigData> {
  const params = await loadParams(db);
  const messages = await loadMessages(db);
  return presentConfig(params, messages, await lastMessageRefresh(db));
}
