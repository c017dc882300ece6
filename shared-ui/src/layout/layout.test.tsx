import { render, screen } from '@testing-library/react';
import { NotBuiltYet } from './NotBuiltYet';
import { NotFoundMessage } from './NotFoundMessage';
import { PageHeader } from './PageHeader';

it('NotBuiltYet names the page and says it is not built', () => {
  render(<NotBuiltYet title="Report Suspect" />);
  expect(screen.getByRole('heading', { name: 'Report Suspect' })).toBeInTheDocument();
  expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
});

it('NotFoundMessage shows the spec text', () => {
  render(<NotFoundMessage />);
  expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
});

it('PageHeader shows its actions', () => {
  render(<PageHeader title="Dashboard User" extra={<button type="button">New User</button>} />);
  expect(screen.getByRole('heading', { name: 'Dashboard User' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New User' })).toBeInTheDocument();
});
