import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sniffPhotoType } from './photo';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

test('only JPEG and PNG are recognised, by their magic bytes only', () => {
  const cases: Array<[name: string, input: Uint8Array, expected: string | null]> = [
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    ['JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1]), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['WebP (no longer accepted)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), null],
    ['PNG signature without its IHDR chunk', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'junkjunk'), null],
    ['SVG (script inside an image)', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['HTML named photo.png', bytes('<html><script>'), null],
    ['RIFF that is a WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['GIF', bytes('GIF89a'), null],
    ['PDF named photo.jpg', bytes('%PDF-1.7'), null],
    ['text', bytes('hello world'), null],
    ['truncated PNG signature', bytes([0x89], 'PNG'), null],
    ['empty', new Uint8Array(), null],
  ];
  for (const [name, input, expected] of cases) assert.equal(sniffPhotoType(input), expected, name);
});
