/** A note's file downloads like any record's file (one implementation, in the renderer's API). */
export { downloadAttachment } from "../../../renderer";
