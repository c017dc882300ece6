import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

it('is the first stop of Tab and moves focus to the main content, leaving the URL alone', async () => {
  const before = window.location.href;
  render(
    <>
      <SkipLink />
      <nav>
        <a href="/dashboard/reports">Reports</a>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        Page
      </main>
    </>,
  );
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.location.href).toBe(before);
});
