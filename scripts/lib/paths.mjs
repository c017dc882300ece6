// Where things live, resolved from this file so every script works from any
// working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Stamps that record what was installed and built; inside node_modules so a fresh clone has none. */
export const stampDir = (root = ROOT) => path.join(root, 'node_modules', '.cache', 'qrguard');
