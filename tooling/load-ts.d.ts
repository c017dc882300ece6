/** The exports of the TypeScript module at `file` (absolute), its relative imports loaded alike (load-ts.js). */
export function loadTs(file: string): Record<string, unknown>;
