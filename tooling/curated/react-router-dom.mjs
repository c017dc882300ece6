// The react-router-dom the host and the remotes share (issue 10): one router (one history and
// location for the shell and every remote), but only what the product uses. Sharing the package
// itself sent all of it (51 KB brotli: data routers, fetchers, server rendering...) because a
// shared module cannot be tree-shaken; these names are about 14 KB.
//
// tooling/webpack.js provides this module under the share key 'react-router-dom', so the sources'
// `import { Link } from 'react-router-dom'` is unchanged. react-router-dom 7 only re-exports
// react-router (plus two server/data-router components the product does not use), and the request
// 'react-router' is no share key, so these are bundled here (webpack resolves 'react-router' for
// this file: see `reactRouterAlias` there). Exactly the runtime names the sources of host, remotes
// and shared-ui import: shared-ui/src/antd/exports.test.ts checks the list against the sources.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
