// Types of the Penindakan App page (spec reports-settings 2, 3): the contract's.
import type { AppUserRow, BodyOf, QueryOf } from '@qrguard/shared-api';

export type { AppUserRow };
export type PenindakanAppUserQuery = QueryOf<'penindakanAppUsers'>;
export type CreatePenindakanAppUserBody = BodyOf<'createPenindakanAppUser'>;
export type UpdatePenindakanAppUserBody = BodyOf<'updatePenindakanAppUser'>;
