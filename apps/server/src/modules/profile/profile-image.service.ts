import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { deleteFile, findFile, insertFile } from "../../platform/files/files.repository.js";
import { sniffImageType } from "../../platform/files/image-sniff.js";
import { findPersonById, updatePerson } from "../../platform/persons/persons.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { blockedFileType } from "./profile.errors.js";
import { canReadProfileImage } from "./profile.policy.js";

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/** Accepts only real images (sniffed bytes) whose name is not on the configured blacklist. */
export function checkImage(fileName: string, bytes: Buffer, blackList: string[]): string {
  const blocked = new Set(blackList.map((e) => e.replace(/^\./, "").toLowerCase()));
  if (blocked.has(extensionOf(fileName))) throw blockedFileType(fileName);
  const type = sniffImageType(bytes);
  if (!type) throw blockedFileType(fileName);
  return type;
}

/** Stores the new image under a generated id, points the person at it and drops the old one. */
export async function replaceProfileImage(
  db: Db,
  personId: number,
  file: { name: string; type: string; bytes: Buffer },
) {
  const person = await findPersonById(db, personId);
  if (!person) throw notFound();
  const id = randomUUID();
  await insertFile(db, {
    id,
    ownerPersonId: personId,
    purpose: "profile_image",
    fileName: file.name.slice(0, 200),
    contentType: file.type,
    size: file.bytes.length,
    bytes: file.bytes,
  });
  await updatePerson(db, personId, { imageId: id });
  if (person.imageId) await deleteFile(db, person.imageId);
  return id;
}

export async function readProfileImage(db: Db, actor: Actor, imageId: string) {
  const file = await findFile(db, imageId, "profile_image");
  const owner = file?.ownerPersonId ? await findPersonById(db, file.ownerPersonId) : undefined;
  if (!file || !owner || !canReadProfileImage(actor, owner)) throw notFound("error_no_such_image");
  return file;
}
