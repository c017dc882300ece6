// A part drawn in a commit of its own, right after the rest of the page (issue 10).
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RenderAfter } from './RenderAfter';

test('the rest of the page is committed first, the part right after', async () => {
  const seenAtFirstCommit: boolean[] = [];
  function Page() {
    useLayoutEffect(() => {
      seenAtFirstCommit.push(screen.queryByText('Charts') !== null);
    }, []);
    return (
      <>
        <h2>Figures</h2>
        <RenderAfter>
          <p>Charts</p>
        </RenderAfter>
      </>
    );
  }
  render(<Page />);
  expect(seenAtFirstCommit).toEqual([false]);
  expect(await screen.findByText('Charts')).toBeInTheDocument();
});
