// The product this host serves (issue 15: one host build for oil, pad-shoe and
// vanbelt), from /config.json: which pages it offers (its menus, and only the
// pages of the remotes it offers), the holder the one access rule
// (contract/access.ts) is asked with, and the tab's title. Light: the sign-in
// page imports it.
import {
  currentProduct,
  getRuntimeConfig,
  holderOf,
  PAGES,
  underPath,
  type AccessHolder,
  type RuntimeConfig,
  type SessionUser,
} from '@qrguard/shared-api';
import { remoteForPath } from '../routes/remoteArea';

let offers: readonly string[] | undefined;

/**
 * The pages the configured product offers: its `menus` (each page under them
 * must belong to an offered remote, or the configuration is refused), else
 * every page whose remote it offers; undefined: every page.
 */
export function offeredPages(config: RuntimeConfig): readonly string[] | undefined {
  const remoteOffered = (path: string) => {
    const choice = remoteForPath(path);
    return !choice || config.remotes[choice.remote] !== null;
  };
  if (config.menus) {
    for (const menu of config.menus) {
      const page = PAGES.find((p) => underPath(p.path, menu) && !remoteOffered(p.path));
      if (page)
        throw new Error(
          `config.json: menus "${menu}" offers ${page.path}, whose remote (${remoteForPath(page.path)!.remote}) is null`,
        );
    }
    return config.menus;
  }
  if (Object.values(config.remotes).every((url) => url !== null)) return undefined;
  return PAGES.map((p) => p.path).filter(remoteOffered);
}

/** Takes the product of the configuration (bootstrap): its offer, the tab's title, the colour of the plain pages. */
export function applyProduct(config: RuntimeConfig): void {
  offers = offeredPages(config);
  document.title = config.product.title;
  document.documentElement.style.setProperty('--qg-primary', config.product.primaryColor);
  document.documentElement.dataset.product = String(config.product.id);
}

/** The holder the access rule is asked with in this host: the user's permissions within the product's offer. */
export function productHolder(user: Pick<SessionUser, 'super_admin' | 'role' | 'permissions'>): AccessHolder {
  return holderOf(user, offers);
}

/** "<page> | <product title>": the tab names the product, so a pad-shoe tab is told from an oil one. */
export function documentTitle(page: string): string {
  return `${page} | ${currentProduct().title}`;
}

/** Whether a session kept in this browser belongs to this host's product (another product's session is not used). */
export function isThisProductsSession(user: Pick<SessionUser, 'product_category'>): boolean {
  return user.product_category === (getRuntimeConfig()?.product.id ?? currentProduct().id);
}

/** For tests: forget the offer. */
export function resetProductForTests(value?: readonly string[]): void {
  offers = value;
}
