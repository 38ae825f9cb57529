import type { TKeyedMessage } from "./keyed-message.js";
import { MESSAGE_CATALOGUE } from "./messages-full-catalogue.js";
import { formatMessage } from "./messages.js";

/** The English text of a keyed message: its catalogue default with the values filled in. */
export const englishText = (m: TKeyedMessage): string => formatMessage(MESSAGE_CATALOGUE[m.key], m.values);
