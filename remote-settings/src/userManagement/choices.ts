// The form's choices from the API's feeds: Product Type from the
// product-category feed (every form), Type from the roles feed (dashboard
// form); the app forms' types are the contract's fixed lists.
import { fetchProductCategories, fetchRoles } from '@qrguard/shared-api';
import type { Choice } from './types';

export async function productChoices(): Promise<Choice<number>[]> {
  return (await fetchProductCategories()).map((category) => ({ value: category.id, label: category.name }));
}

/** Roles by id (as text: the form's Type holds text), labelled with their name. */
export async function roleChoices(): Promise<Choice<string>[]> {
  return (await fetchRoles()).map((role) => ({ value: String(role.id), label: role.name }));
}

export const fixedChoices = (values: readonly string[]): Choice<string>[] =>
  values.map((value) => ({ value, label: value }));
