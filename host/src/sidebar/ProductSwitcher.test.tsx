// The product-app switcher (issue 15): only the products the user may use are
// offered, at the host configuration's address, and choosing one carries a
// one-time code (never the session token) to that host's /cross-client.
import * as sharedApi from '@qrguard/shared-api';
import { parseRuntimeConfig, setRuntimeConfig, setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { leave, ProductSwitcher, switchEntries } from './ProductSwitcher';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  fetchProductCategories: jest.fn(),
  crossClientCode: jest.fn(),
}));
const fetchProductCategories = jest.mocked(sharedApi.fetchProductCategories);
const crossClientCode = jest.mocked(sharedApi.crossClientCode);

/** The API's list: every product, with the URLs kept in its database. */
const CATEGORIES = [
  { id: 1, name: 'oil', url: 'http://db-oil.example' },
  { id: 2, name: 'pad;shoe', url: 'http://db-padshoe.example' },
  { id: 3, name: 'vanbelt', url: 'http://db-vanbelt.example' },
];

const CONFIG = {
  apiUrl: 'http://api.example',
  remotes: { remote_highlights: 'http://h', remote_reports: 'http://r', remote_settings: 'http://s' },
  product: { id: 1, name: 'Oil', title: 'QR Guard' },
  productApps: [{ id: 2, url: 'http://127.0.0.1:3030' }],
};

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig(CONFIG));
  fetchProductCategories.mockResolvedValue(CATEGORIES);
  crossClientCode.mockReset();
});
afterEach(() => setSession(null));

function openOptions(): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product app' }));
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
}

it('lists only the products the user may use, this one as the current choice', async () => {
  setSession(sessionUser({ product_category: 1, product_categories: [1, 2] }));
  render(<ProductSwitcher />);
  expect(await screen.findByRole('combobox', { name: 'Product app' })).toBeInTheDocument();
  expect(openOptions()).toEqual(['Oil', 'pad;shoe']);
  expect(screen.queryByTitle('vanbelt')).not.toBeInTheDocument();
});

it('shows no switcher to a user with this product only', async () => {
  setSession(sessionUser({ product_category: 1, product_categories: [1] }));
  render(<ProductSwitcher />);
  await waitFor(() => expect(fetchProductCategories).toHaveBeenCalled());
  expect(screen.queryByRole('combobox', { name: 'Product app' })).not.toBeInTheDocument();
});

it('goes to the configured host of the chosen product with a one-time code', async () => {
  crossClientCode.mockResolvedValue({ code: 'one-time', expires_at: new Date().toISOString() });
  const assign = jest.spyOn(leave, 'to').mockImplementation(() => undefined);
  setSession(sessionUser({ product_category: 1, product_categories: [1, 2, 3] }));
  render(<ProductSwitcher />);
  await screen.findByRole('combobox', { name: 'Product app' });
  openOptions();
  fireEvent.click(document.querySelector('.ant-select-item-option[title="pad;shoe"]') as HTMLElement);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:3030/cross-client?code=one-time'));
  expect(crossClientCode).toHaveBeenCalledWith({ product_category: 2 });
});

it('takes the configured URL before the API’s, and the API’s when none is configured', () => {
  const entries = switchEntries({ product_category: 1, product_categories: [1, 2, 3] }, CATEGORIES, [
    { id: 2, url: 'http://pad.example' },
  ]);
  expect(entries).toEqual([
    { id: 1, name: 'Oil', url: '' },
    { id: 2, name: 'pad;shoe', url: 'http://pad.example' },
    { id: 3, name: 'vanbelt', url: 'http://db-vanbelt.example' },
  ]);
});
