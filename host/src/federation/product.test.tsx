// One host build, three products (issue 15): config.json decides the product's
// name, title, colour and which pages it offers; the one access rule is asked
// with that offer, so the menu and the page guard follow it.
import { holderOf, mayOpenPage, parseRuntimeConfig, setRuntimeConfig, setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { productTheme } from '@qrguard/shared-ui/theme';
import { render, screen } from '@testing-library/react';
import { ProductBrand, SidebarProfile } from '../sidebar/SidebarProfile';
import {
  applyProduct,
  documentTitle,
  isThisProductsSession,
  offeredPages,
  productHolder,
  resetProductForTests,
} from './product';

const REMOTES = { remote_highlights: 'http://h', remote_reports: 'http://r', remote_settings: 'http://s' };
const PAD_SHOE = {
  apiUrl: 'http://api.example',
  remotes: { ...REMOTES, remote_settings: null },
  product: {
    id: 2,
    name: 'Pad & Shoe',
    title: 'QR Guard Pad & Shoe',
    logoUrl: '/pad-shoe.svg',
    primaryColor: '#A0410D',
  },
};

afterEach(() => {
  resetProductForTests();
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: 'http://api.example', remotes: REMOTES }));
  setSession(null);
});

describe('a pad-shoe host', () => {
  beforeEach(() => applyProduct(setRuntimeConfig(parseRuntimeConfig(PAD_SHOE))));

  it('names the product in the tab, the sidebar and the avatar’s colour', () => {
    expect(document.title).toBe('QR Guard Pad & Shoe');
    expect(documentTitle('Highlight Label Maker')).toBe('Highlight Label Maker | QR Guard Pad & Shoe');
    setSession(sessionUser({ product_category: 2, product_categories: [1, 2] }));
    render(
      <>
        <ProductBrand />
        <SidebarProfile collapsed={false} />
      </>,
    );
    expect(screen.getByTestId('product-brand')).toHaveTextContent('QR Guard Pad & Shoe');
    expect(screen.getByTestId('product-brand').querySelector('img')).toHaveAttribute('src', '/pad-shoe.svg');
    expect(screen.getByText('AQ').closest('.ant-avatar')).toHaveStyle({ background: '#a0410d' });
  });

  it('gives antd the product’s primary colour', () => {
    expect(productTheme().token).toMatchObject({ colorPrimary: '#a0410d', colorLink: '#a0410d' });
  });

  it('offers no page of a remote it lacks, even to a super administrator', () => {
    const admin = sessionUser({ product_category: 2 });
    expect(mayOpenPage(productHolder(admin), '/dashboard/settings/audit-trail')).toBe(false);
    expect(mayOpenPage(productHolder(admin), '/dashboard/reports/customer')).toBe(true);
    expect(mayOpenPage(holderOf(admin), '/dashboard/settings/audit-trail')).toBe(true);
  });

  it('does not use a session kept for another product', () => {
    expect(isThisProductsSession({ product_category: 2 })).toBe(true);
    expect(isThisProductsSession({ product_category: 1 })).toBe(false);
  });
});

describe('offeredPages', () => {
  const base = parseRuntimeConfig({ apiUrl: 'http://api.example', remotes: REMOTES });

  it('offers every page when the product offers every remote and names no menus (the oil host of before)', () => {
    expect(offeredPages(base)).toBeUndefined();
    expect(productTheme()).toMatchObject({ token: { colorPrimary: '#0958d9' } });
  });

  it('offers the configured menus', () => {
    expect(offeredPages({ ...base, menus: ['/dashboard/highlight'] })).toEqual(['/dashboard/highlight']);
  });

  it('refuses menus that need a remote the product does not offer', () => {
    expect(() =>
      offeredPages({ ...base, remotes: { ...REMOTES, remote_settings: null }, menus: ['/dashboard/settings'] }),
    ).toThrow('whose remote (remote_settings) is null');
  });
});
