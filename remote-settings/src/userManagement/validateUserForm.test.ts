import { ApiError, USER_FORM_MESSAGES } from '@qrguard/shared-api';
import { t } from '@qrguard/shared-ui';
import { formMessage, refusalLines } from './messages';
import { EMPTY_FORM } from './types';
import { validateUserForm } from './validateUserForm';

const FILLED = {
  username: 'sari',
  type: 'Operator',
  status: 1,
  productTypes: [1],
  password: 'long-enough',
  company: 'FED',
};

describe('validateUserForm', () => {
  it('lists every missing field of a new user, in the spec’s order', () => {
    expect(validateUserForm(EMPTY_FORM, { isNew: true, kind: 'oilMaker' })).toEqual([
      'typeRequired',
      'statusRequired',
      'productTypeRequired',
      'companyRequired',
      'usernameRequired',
      'passwordRequired',
    ]);
  });

  it('asks for no username, password or company where the form has none', () => {
    expect(validateUserForm(EMPTY_FORM, { isNew: false, kind: 'penindakan' })).toEqual([
      'typeRequired',
      'statusRequired',
      'productTypeRequired',
    ]);
  });

  it('takes INACTIVE (0) as a status', () => {
    expect(validateUserForm({ ...FILLED, status: 0 }, { isNew: true, kind: 'oilMaker' })).toEqual([]);
  });

  it('refuses a password under 8 characters and a username with spaces, as the API does', () => {
    expect(
      validateUserForm({ ...FILLED, username: 'sari w', password: 'short' }, { isNew: true, kind: 'oilMaker' }),
    ).toEqual(['usernameSpaces', 'passwordTooShort']);
  });

  it('asks a Work Order user (role 2) of the dashboard form for a label maker, in the form’s order', () => {
    const dashboard = { ...FILLED, type: '2', company: undefined };
    expect(validateUserForm(dashboard, { isNew: true, kind: 'dashboard' })).toEqual(['labelMakerRequired']);
    expect(validateUserForm({ ...dashboard, labelMaker: 4 }, { isNew: true, kind: 'dashboard' })).toEqual([]);
    expect(validateUserForm({ ...dashboard, type: '3' }, { isNew: true, kind: 'dashboard' })).toEqual([]);
    expect(validateUserForm({ ...EMPTY_FORM, type: '2' }, { isNew: true, kind: 'dashboard' })).toEqual([
      'statusRequired',
      'productTypeRequired',
      'labelMakerRequired',
      'usernameRequired',
      'passwordRequired',
    ]);
    expect(formMessage(t, 'labelMakerRequired')).toBe('Label maker is a required field for a Work Order user!');
  });

  it('words each message as the spec (and the API) does', () => {
    for (const key of Object.keys(USER_FORM_MESSAGES) as (keyof typeof USER_FORM_MESSAGES)[]) {
      expect(formMessage(t, key)).toBe(USER_FORM_MESSAGES[key]);
    }
  });
});

describe('refusalLines', () => {
  const describe_ = (error: unknown) => (error instanceof Error ? error.message : String(error));

  it('gives one line per detail of the server, the form’s words for the form’s rules', () => {
    const error = new ApiError(400, 'Request validation failed', [
      { field: 'body/username', message: USER_FORM_MESSAGES.usernameTaken },
      { field: 'body/password', message: 'must NOT have fewer than 8 characters' },
    ]);
    expect(refusalLines(error, t, describe_)).toEqual([
      'Username is already taken!',
      'The password must have at least 8 characters.',
    ]);
  });

  it('gives the message when there are no details', () => {
    expect(refusalLines(new ApiError(403, 'Only a super administrator may do this.'), t, describe_)).toEqual([
      'Only a super administrator may do this.',
    ]);
  });
});
