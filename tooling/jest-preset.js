// The jest configuration of every frontend package:
// module.exports = require('@qrguard/tooling/jest-preset')(__dirname)
'use strict';

const path = require('node:path');

// ESM-only dependencies that jest's CommonJS runtime cannot load untransformed.
// pnpm nests them as node_modules/.pnpm/<id>/node_modules/<name>/.
// typebox: the API contract's schemas, which host tests reach through the API's reference data.
const ESM_ONLY = ['jotai', 'ky', '@ant-design/colors', '@ant-design/fast-color', '@qrguard', 'typebox'];

/** @param {string} dir the package folder */
module.exports = function jestPreset(dir) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|less|scss)$': path.join(__dirname, 'jest', 'style-stub.js'),
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest', 'file-stub.js'),
    },
    // Globals the test environment lacks must exist before any module loads.
    setupFiles: [path.join(__dirname, 'jest', 'globals.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest', 'after-env.js')],
    // antd component tests are slow on a busy 2-core machine (a page's first render loads its
    // lazily imported antd components and chart renderer through the transform); 5 s is too
    // tight there. waitFor/findBy wait up to 30 s (jest/after-env.js).
    testTimeout: 60000,
    clearMocks: true,
    restoreMocks: true,
  };
};
