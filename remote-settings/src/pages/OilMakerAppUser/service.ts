// Calls of the Oil Maker App page: the oil-maker app's accounts through
// shared-api's typed service functions (their create, edit, delete and
// device-lock reset); its accounts keep a company.
import {
  createOilMakerAppUser,
  deleteOilMakerAppUser,
  fetchOilMakerAppUsers,
  OIL_MAKER_APP_USER_TYPES,
  resetOilMakerDeviceLock,
  updateOilMakerAppUser,
} from '@qrguard/shared-api';
import { appUserService } from '../../userManagement/appUserService';

export const oilMakerAppUserService = appUserService({
  list: fetchOilMakerAppUsers,
  create: createOilMakerAppUser,
  update: updateOilMakerAppUser,
  remove: deleteOilMakerAppUser,
  resetLock: resetOilMakerDeviceLock,
  types: OIL_MAKER_APP_USER_TYPES,
  company: true,
});
