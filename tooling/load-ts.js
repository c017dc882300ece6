// Evaluates a TypeScript module of the repo in the build's own Node process, for data a build
// writes into its output (the host's first-frame texts: host/webpack.config.js). Each file is
// transpiled on its own (no type check) to CommonJS; its relative imports are loaded the same
// way, and anything else it imports for its value is refused: such a module is data, not an app.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

function resolveFile(file) {
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  const found = EXTENSIONS.map((extension) => file + extension).find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`load-ts: cannot find ${file}`);
  return found;
}

/** The exports of the TypeScript module at `file` (absolute), its relative imports loaded alike. */
function loadTs(file, loaded = new Map()) {
  const absolute = resolveFile(file);
  const cached = loaded.get(absolute);
  if (cached) return cached.exports;
  const { outputText } = ts.transpileModule(fs.readFileSync(absolute, 'utf8'), {
    fileName: absolute,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const module = { exports: {} };
  loaded.set(absolute, module);
  const requireFrom = (specifier) => {
    if (!specifier.startsWith('.')) {
      throw new Error(`load-ts: ${absolute} imports ${specifier} for its value; only relative imports are loaded`);
    }
    return loadTs(path.resolve(path.dirname(absolute), specifier), loaded);
  };
  new Function('exports', 'require', 'module', outputText)(module.exports, requireFrom, module);
  return module.exports;
}

module.exports = { loadTs };
