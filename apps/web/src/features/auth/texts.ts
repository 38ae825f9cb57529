import { useMessage, type TTranslate } from "../../lib/messages/use-message";

/** The credential pages' texts are catalogue messages (DEFAULT_MESSAGES, sent as login translations). */
export type TAuthText = TTranslate;
export const useAuthText = useMessage;
