import { toCreateBody, toUpdateBody } from './appUserService';
import type { UserFormValues } from './types';

const values: UserFormValues = {
  username: '  budi  ',
  type: 'Field Officer',
  status: 1,
  productTypes: [1, 2],
  password: 'rahasia123',
  company: 'FEDERAL',
};

it('sends the company only for an app whose accounts keep one', () => {
  expect(toCreateBody(values, true)).toEqual({
    username: 'budi',
    type: 'Field Officer',
    status: 1,
    product_category: [1, 2],
    company: 'FEDERAL',
    password: 'rahasia123',
  });
  expect(toCreateBody(values, false)).not.toHaveProperty('company');
});

it('edits without username or password, by id', () => {
  expect(toUpdateBody(7, values, false)).toEqual({ id: 7, type: 'Field Officer', status: 1, product_category: [1, 2] });
  expect(toUpdateBody(7, values, true)).toEqual(expect.objectContaining({ id: 7, company: 'FEDERAL' }));
});
