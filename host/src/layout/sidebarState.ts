// Whether the user folded the sidebar, kept on this browser: read by the layout and, before any
// of the dashboard's code has loaded, by the first frame (firstPaint/).
export const COLLAPSED_KEY = 'qrguard.sidebar.collapsed';

export function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  } catch {
    // a convenience only
  }
}
