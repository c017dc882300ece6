import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';

it('says the page does not exist and leads back home', async () => {
  render(
    <MemoryRouter initialEntries={['/no/such/page']}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByText('The page you are trying to access does not exist.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
  expect(screen.getByText('home')).toBeInTheDocument();
});
