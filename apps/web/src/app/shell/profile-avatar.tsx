import { Avatar } from "@mantine/core";
import { PROFILE_IMAGE_SIZE_PX } from "@fsm/contracts";
import { useProfileImageUrl } from "../../lib/api/get-profile-image";

/**
 * The user's picture, round at 30×30 px (spec §2/§9). Mantine's placeholder stays when there is
 * no image id or the image does not load. Decorative: the surrounding button carries the name.
 */
export function ProfileAvatar({ imageId }: { imageId: string | null | undefined }) {
  const url = useProfileImageUrl(imageId);
  return <Avatar src={url} alt="" size={PROFILE_IMAGE_SIZE_PX} radius="xl" color="blue" aria-hidden />;
}
