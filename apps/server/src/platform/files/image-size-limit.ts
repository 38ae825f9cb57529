import { fieldError } from "../../lib/app-error.js";
import { imageDimensions } from "./image-dimensions.js";

/**
 * The largest image the portal accepts (README "Uploads"), read from the header before anything
 * is stored: a browser shows an image by decoding it whole, 4 bytes a pixel, so a 1.2 MB PNG that
 * claims 20,000 × 20,000 pixels costs every viewer 1.6 GB. 50 megapixels (200 MB decoded) still
 * takes a 48-megapixel phone photo; 16,384 pixels a side still takes a phone's panorama.
 */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_MEGAPIXELS = 50;

/** 400 naming `field` when an image's header states more pixels than the limit allows. */
export function assertImageSize(field: string, fileName: string, type: string, bytes: Buffer): void {
  const size = imageDimensions(type, bytes);
  if (!size) return;
  const { width, height } = size;
  if (width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_MEGAPIXELS * 1e6)
    return;
  throw fieldError(field, "error_image_too_many_pixels", {
    fileName,
    width: String(width),
    height: String(height),
    maxSide: String(MAX_IMAGE_SIDE),
    maxMegapixels: String(MAX_IMAGE_MEGAPIXELS),
  });
}
