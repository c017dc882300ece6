import { remoteForPath } from './remoteArea';

it.each([
  ['/dashboard/highlight', 'remote_highlights'],
  ['/dashboard/highlight/label-maker', 'remote_highlights'],
  ['/dashboard/highlight/customer/', 'remote_highlights'],
  ['/dashboard/customer-activities', 'remote_reports'],
  ['/dashboard/consumer-insights', 'remote_reports'],
  ['/dashboard/reports/suspect', 'remote_reports'],
  ['/dashboard/settings/log-history-activity', 'remote_settings'],
  ['/dashboard/settings/user-management/penindakan-app', 'remote_settings'],
])('%s is rendered by %s', (path, remote) => {
  expect(remoteForPath(path)?.remote).toBe(remote);
});

it.each([
  '/dashboard',
  '/dashboard/',
  '/dashboard/unknown',
  '/dashboard/highlights',
  '/dashboard/constructor',
  '/edit-profile',
])('%s belongs to no remote', (path) => expect(remoteForPath(path)).toBeUndefined());

it('names the area for the unavailable message', () => {
  expect(remoteForPath('/dashboard/highlight/oil-maker')?.area).toBe('route.Highlights');
  expect(remoteForPath('/dashboard/customer-activities')?.area).toBe('route.CustomerActivities');
  expect(remoteForPath('/dashboard/settings')?.area).toBe('route.Settings');
});
