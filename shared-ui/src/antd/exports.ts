// The antd the product shares between the host and the remotes (issue 10).
//
// 'antd' is a module-federation shared singleton: one instance on the page, so ConfigProvider's
// theme and locale and App's message/modal context set by the host reach every remote. A shared
// module cannot be tree-shaken, and sharing the package itself sent the whole of antd (about
// 350 KB brotli) to every signed-in page. tooling/webpack.js therefore makes the share key 'antd'
// provide this module instead (`import:` of the shared config), so `import { Button } from 'antd'`
// everywhere gets the one shared instance of only these components.
//
// Exactly the runtime names the sources of host, remotes and shared-ui import from 'antd', each
// from the per-component entry antd's own index re-exports it from ('antd/es/<component>' is no
// share key, so these imports are bundled here, not looked up in the share scope). A name missing
// here would be undefined at run time: exports.test.ts scans the sources and fails naming the
// file. Type-only imports need nothing here (TypeScript resolves them in the antd package).
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import SkeletonComponent from 'antd/es/skeleton';

/**
 * A component whose code is fetched the first time one renders, from this module's own chunk
 * loader (the host's, on a page), so it still belongs to the one shared antd: same contexts, same
 * theme. Meanwhile a skeleton stands in (`placeholder: false`: nothing, for what shows nothing
 * until opened). Only for components the sources use without static members (`Table.Column`
 * would be undefined): exports.test.ts fails on any such use.
 */
function onFirstRender<T>(load: () => Promise<{ default: T }>, { placeholder = true } = {}): T {
  const Loaded = lazy(load as unknown as () => Promise<{ default: ComponentType<object> }>);
  const fallback = placeholder ? createElement(SkeletonComponent, { active: true }) : null;
  const OnFirstRender = (props: object) => createElement(Suspense, { fallback }, createElement(Loaded, props));
  return OnFirstRender as unknown as T;
}

export { default as App } from 'antd/es/app';
export { default as Avatar } from 'antd/es/avatar';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as DatePicker } from 'antd/es/date-picker';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Layout } from 'antd/es/layout';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Popover } from 'antd/es/popover';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Switch } from 'antd/es/switch';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';

// Fetched when first drawn: components that no first screen draws (issue 10; with them deferred
// the shared antd chunk of the label-maker page fell from 250 to about 190 KB brotli). The table
// with what it brings (rc-table, the filter tree, pagination; the label-maker page has none) and
// the tag, drawn in tables only (one chunk: the name puts both in it), the result page with its
// illustrations and the alert (error, not-found and no-access states), and the drawer (the phone
// layout's menu, rendered only below the wide breakpoint, closed).
export const Table = onFirstRender(() => import(/* webpackChunkName: "antd-table" */ 'antd/es/table'));
export const Tag = onFirstRender(() => import(/* webpackChunkName: "antd-table" */ 'antd/es/tag'), {
  placeholder: false,
});
export const Result = onFirstRender(() => import('antd/es/result'));
export const Alert = onFirstRender(() => import('antd/es/alert'));
export const Drawer = onFirstRender(() => import('antd/es/drawer'), { placeholder: false });
