// Standalone start (dev convenience): the host loads ./App instead.
import { startStandaloneRemote } from '@qrguard/shared-ui';
import App from './App';

void startStandaloneRemote({ App, firstPath: '/dashboard/customer-activities' });
