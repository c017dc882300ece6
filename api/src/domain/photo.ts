// Photo uploads are trusted by their bytes, not by the name or the declared
// content type: a file is a JPEG or PNG only if it starts like one. Nothing
// else is kept (WebP was accepted until issue 9: two formats every phone
// camera and browser produce are enough, and each accepted format is more
// decoder surface for whoever views the photo).

export const PHOTO_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
} as const;
export type PhotoType = keyof typeof PHOTO_TYPES;

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type the bytes really are, or null when they are none of the accepted types. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  // SOI followed by the first marker's 0xFF.
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  // The full 8-byte signature, then the IHDR chunk every PNG starts with.
  if (
    startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, 12, [0x49, 0x48, 0x44, 0x52])
  )
    return 'png';
  return null;
}
