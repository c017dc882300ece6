// Standalone start (dev convenience): the host loads ./App instead.
import { startStandaloneRemote } from '@qrguard/shared-ui';
import App from './App';

// The landing page after sign-in (spec shell-highlights 2).
void startStandaloneRemote({ App, firstPath: '/dashboard/highlight/label-maker' });
