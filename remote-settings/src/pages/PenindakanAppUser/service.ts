// Calls of the Penindakan App page: the enforcement app's accounts through
// shared-api's typed service functions (the API keeps the original's "main
// dealer" paths): their create, edit, delete and device-lock reset.
import {
  createPenindakanAppUser,
  deletePenindakanAppUser,
  fetchPenindakanAppUsers,
  PENINDAKAN_APP_USER_TYPES,
  resetPenindakanDeviceLock,
  updatePenindakanAppUser,
} from '@qrguard/shared-api';
import { appUserService } from '../../userManagement/appUserService';

export const penindakanAppUserService = appUserService({
  list: fetchPenindakanAppUsers,
  create: createPenindakanAppUser,
  update: updatePenindakanAppUser,
  remove: deletePenindakanAppUser,
  resetLock: resetPenindakanDeviceLock,
  types: PENINDAKAN_APP_USER_TYPES,
  company: false,
});
