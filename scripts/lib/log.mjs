// Console output shared by the scripts: one prefix so a user can tell the
// scripts' own lines from the tools they run.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);

export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');
export const dim = paint('2');

export function info(message) {
  console.log(`${dim('[qrguard]')} ${message}`);
}

export function warn(message) {
  console.warn(`${yellow('[qrguard]')} ${message}`);
}

export function fail(message) {
  console.error(`${red('[qrguard]')} ${message}`);
}

/** "1m 05s" / "12.3s": short enough for a table column. */
export function formatDuration(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}
