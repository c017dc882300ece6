// antd draws the scrolling body of a table with a fixed header (scroll.y) as
// a div of its own, .ant-table-body, and has no prop for its attributes. A
// scrolling box the keyboard cannot reach can only be scrolled with a mouse
// (WCAG 2.1.1; axe's scrollable-region-focusable), so it becomes a named,
// focusable region: Tab stops on it and the arrow keys scroll it.
import { useEffect, type RefObject } from 'react';

export function useFocusableScrollBody(wrapper: RefObject<HTMLElement | null>, name: string): void {
  // After every render: antd may have drawn a new body element meanwhile.
  useEffect(() => {
    const body = wrapper.current?.querySelector<HTMLElement>('.ant-table-body');
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', name);
  });
}
