'use strict';

require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine an antd page's first
// render alone can take longer, and the tests then fail on time rather than on behaviour. They
// still fail when what they wait for never appears, only later (within testTimeout). Resolved
// from the package under test (jest runs in its folder), the copy its tests import.
let testingLibrary;
try {
  testingLibrary = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
} catch {
  testingLibrary = undefined; // a package without React tests (shared-api)
}
testingLibrary?.configure({ asyncUtilTimeout: 30000 });
