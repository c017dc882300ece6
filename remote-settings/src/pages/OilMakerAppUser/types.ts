// Types of the Oil Maker App page (spec reports-settings 2, 3): the contract's.
import type { AppUserRow, BodyOf, QueryOf } from '@qrguard/shared-api';

export type { AppUserRow };
export type OilMakerAppUserQuery = QueryOf<'oilMakerAppUsers'>;
export type CreateOilMakerAppUserBody = BodyOf<'createOilMakerAppUser'>;
export type UpdateOilMakerAppUserBody = BodyOf<'updateOilMakerAppUser'>;
