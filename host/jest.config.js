'use strict';

const preset = require('@qrguard/tooling/jest-preset')(__dirname);

// @ant-design/icons (sidebar, header) requires the ESM-only @ant-design/colors;
// it joins the preset's transformed packages unless the preset already has it.
const [pattern] = preset.transformIgnorePatterns;
const withIcons = pattern.includes('@ant-design/colors')
  ? preset
  : { ...preset, transformIgnorePatterns: [pattern.replace(/\)\/\)$/, '|@ant-design/colors)/)')] };

// The build's own code (build/: antd's first-screen styles) is tested beside it too.
module.exports = { ...withIcons, testMatch: [...withIcons.testMatch, '<rootDir>/build/**/*.test.ts'] };
