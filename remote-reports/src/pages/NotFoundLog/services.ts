// The calls of the Not Found Log (a prop of the page, so tests can pass their own).
import { fetchNotFoundLog, notFoundPhotoUrl } from '@qrguard/shared-api';

export const notFoundLogServices = { log: fetchNotFoundLog, photo: notFoundPhotoUrl };
export type NotFoundLogServices = typeof notFoundLogServices;
