// The shared frontend preset, plus typebox among the transformed ESM packages:
// contract.test.ts loads the endpoint table (TypeBox schemas) to check that
// every service calls the method and path the API registers.
'use strict';

const preset = require('@qrguard/tooling/jest-preset')(__dirname);

module.exports = {
  ...preset,
  transformIgnorePatterns: [preset.transformIgnorePatterns[0].replace('(jotai|', '(typebox|jotai|')],
};
