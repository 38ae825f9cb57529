import { describe, expect, it } from "vitest";
import { jpegClaiming, pngClaiming } from "../../../test/support/crafted-images.js";
import { PNG_1PX } from "../../../test/support/fixtures.js";
import { imageDimensions } from "./image-dimensions.js";

describe("image dimensions from the header", () => {
  it("reads PNG, JPEG, GIF and WebP headers without decoding", () => {
    expect(imageDimensions("image/png", PNG_1PX)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions("image/png", pngClaiming(40_000, 30_000))).toEqual({
      width: 40_000,
      height: 30_000,
    });
    expect(imageDimensions("image/jpeg", jpegClaiming(8064, 6048))).toEqual({ width: 8064, height: 6048 });
    const gif = Buffer.from("GIF89a\x40\x1f\x10\x27\x00\x00\x00", "latin1");
    expect(imageDimensions("image/gif", gif)).toEqual({ width: 8000, height: 10_000 });
    // WebP lossless (VP8L): 14 bits each of width-1 and height-1 after the signature byte.
    const vp8l = Buffer.alloc(30);
    vp8l.write("RIFF", 0, "latin1");
    vp8l.write("WEBPVP8L", 8, "latin1");
    vp8l[20] = 0x2f;
    vp8l.writeUInt32LE((16_383 - 1) | ((12_000 - 1) << 14), 21);
    expect(imageDimensions("image/webp", vp8l)).toEqual({ width: 16_383, height: 12_000 });
    const vp8x = Buffer.alloc(30);
    vp8x.write("RIFF", 0, "latin1");
    vp8x.write("WEBPVP8X", 8, "latin1");
    vp8x.writeUIntLE(39_999, 24, 3);
    vp8x.writeUIntLE(39_999, 27, 3);
    expect(imageDimensions("image/webp", vp8x)).toEqual({ width: 40_000, height: 40_000 });
  });

  it("answers null when the header is not there", () => {
    expect(imageDimensions("image/png", PNG_1PX.subarray(0, 20))).toBeNull();
    expect(imageDimensions("image/jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]))).toBeNull();
    expect(imageDimensions("application/pdf", Buffer.from("%PDF-1.4"))).toBeNull();
  });
});
