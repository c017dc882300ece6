// @qrguard/shared-ui/i18n: the translation setup as the host imports it (the
// host does not import the shared-ui singleton, which would bring every
// component). The remotes get the same functions from @qrguard/shared-ui.
//
// The host also gives the shared moment its Indonesian locale here: the
// host's moment is the one every remote uses (loaded first), and moment's
// locale file binds to the copy of the build that imports it, so a remote
// importing it would load a second moment. The build strips moment's other
// locales (tooling/webpack.js).
import moment from 'moment';
import 'moment/locale/id';
import { currentLanguage } from './plain';

// Defining a locale makes it moment's current one: back to the chosen language.
moment.locale(currentLanguage());

export * from './plain';
export * from './i18n';
export { antdLocale, useAntdLocale } from './antdLocale';
export { describeError, fieldSentence } from './errors';
export { useDescribeError } from './useDescribeError';
