// One chunk for the signed-in shell: the layout and the area the remotes
// render in are needed together, so they load together.
export { default as DashboardLayout } from './DashboardLayout';
export { RemoteArea } from '../federation/RemoteArea';
export { languageReady } from '@qrguard/shared-ui/i18n';
