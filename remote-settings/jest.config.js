module.exports = require('@qrguard/tooling/jest-preset')(__dirname);
