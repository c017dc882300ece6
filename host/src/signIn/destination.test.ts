import { destinationAfterLogin } from './destination';

it.each([
  [undefined, '/dashboard/highlight/label-maker'],
  [null, '/dashboard/highlight/label-maker'],
  [{ from: '/dashboard/reports/suspect?x=1' }, '/dashboard/reports/suspect?x=1'],
  [{ from: '//evil.example.com' }, '/dashboard/highlight/label-maker'],
  [{ from: 'https://evil.example.com' }, '/dashboard/highlight/label-maker'],
  [{ from: '/login' }, '/dashboard/highlight/label-maker'],
])('%j -> %s', (state, expected) => expect(destinationAfterLogin(state)).toBe(expected));
