import { render, screen } from '@testing-library/react';
import { AppFooter } from './AppFooter';

it('shows the copyright for the current year', () => {
  render(<AppFooter now={() => new Date('2027-01-01T10:00:00')} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027 QR Guard. All rights reserved.');
});
