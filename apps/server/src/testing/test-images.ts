/**
 * Real image files for the screenshot tests: a 1×1 PNG, and that PNG grown to any size with a private ancillary
 * chunk (viewers skip it), so a size limit is tested with a file that is otherwise a valid image.
 */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const iendChunkLength = 12;

/** A valid PNG of exactly `size` bytes (at least the 1×1 PNG plus one empty chunk). */
export function pngOfSize(size: number): Buffer {
  const padding = size - onePixelPng.length - iendChunkLength;
  if (padding < 0) throw new Error(`A PNG cannot be smaller than ${onePixelPng.length + iendChunkLength} bytes.`);
  const chunk = Buffer.alloc(iendChunkLength + padding);
  chunk.writeUInt32BE(padding, 0);
  chunk.write('shUt', 4, 'latin1');
  const iendAt = onePixelPng.length - iendChunkLength;
  return Buffer.concat([onePixelPng.subarray(0, iendAt), chunk, onePixelPng.subarray(iendAt)]);
}

/** An SVG is text that may carry script: never accepted as a screenshot. */
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>',
);
