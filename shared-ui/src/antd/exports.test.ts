/**
 * @jest-environment node
 */
// The curated antd (exports.ts) is what `import { X } from 'antd'` gets at run time in the
// builds (tooling/webpack.js shares it under the key 'antd'), and tooling/curated/react-router-dom.mjs
// what `import { X } from 'react-router-dom'` gets; jest and TypeScript still see the whole
// packages, so a page importing a name missing from them would pass every other test and
// type-check, then find `undefined` in the browser. This test reads the sources of the host, every
// remote and shared-ui (not their tests) and fails naming each such import, and keeps the lists
// exact: nothing the product does not use, each antd component from the entry antd's own index uses.
import ts from 'typescript';

// Jest runs this in Node, but shared-ui's type-check knows only the browser: the Node names used
// are declared here instead of adding Node's types to the package.
declare const __dirname: string;
interface Dirent {
  name: string;
  isDirectory(): boolean;
}
const fs = jest.requireActual<{
  readFileSync(file: string, encoding: 'utf8'): string;
  readdirSync(dir: string, options: { withFileTypes: true }): Dirent[];
  readdirSync(dir: string): string[];
  existsSync(file: string): boolean;
}>('node:fs');
const path = jest.requireActual<{ join(...parts: string[]): string; relative(from: string, to: string): string }>(
  'node:path',
);

const ROOT = path.join(__dirname, '..', '..', '..');

/** host/src, every remote-*\/src and shared-ui/src: the code the federated builds bundle. */
function sourceRoots(): string[] {
  const apps = ['host', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('remote-')), 'shared-ui'];
  return apps.map((app) => path.join(ROOT, app, 'src')).filter((dir) => fs.existsSync(dir));
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name === '__tests__' || name === '__mocks__';

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (isTest(entry.name) || entry.name === 'node_modules') continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, found);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(file);
  }
  return found;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

const moduleName = (node: ts.Expression | undefined) => (node && ts.isStringLiteral(node) ? node.text : undefined);

const isDynamicImport = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
    (ts.isIdentifier(node.expression) && node.expression.text === 'require'));

interface PackageUse {
  /** Runtime names imported from the package, with the files (relative to the repository) of each. */
  names: Map<string, string[]>;
  /** Static members read from an imported name (`Form.Item`), as 'Form.Item' with the files. */
  members: Map<string, string[]>;
  /** Uses a curated module cannot answer: default, namespace or dynamic imports of the package. */
  problems: string[];
}

const push = (map: Map<string, string[]>, key: string, where: string) =>
  map.set(key, [...new Set([...(map.get(key) ?? []), where])]);

/** What the product's sources take from `pkg` at run time. */
function packageUse(pkg: string, files: string[]): PackageUse {
  const names = new Map<string, string[]>();
  const members = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of files) {
    const where = path.relative(ROOT, file);
    /** Local binding -> the name imported from the package. */
    const locals = new Map<string, string>();
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && moduleName(node.moduleSpecifier) === pkg) {
        const clause = node.importClause;
        if (!clause) problems.push(`${where}: a side-effect import of '${pkg}'`);
        else if (!clause.isTypeOnly) {
          if (clause.name) problems.push(`${where}: a default import of '${pkg}' (import by name)`);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings))
            problems.push(`${where}: \`import * as ${bindings.name.text} from '${pkg}'\` (import by name)`);
          else if (bindings)
            for (const element of bindings.elements) {
              if (element.isTypeOnly) continue;
              const imported = (element.propertyName ?? element.name).text;
              push(names, imported, where);
              locals.set(element.name.text, imported);
            }
        }
      } else if (ts.isExportDeclaration(node) && moduleName(node.moduleSpecifier) === pkg && !node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause || !ts.isNamedExports(clause)) problems.push(`${where}: \`export * from '${pkg}'\``);
        else
          for (const element of clause.elements)
            if (!element.isTypeOnly) push(names, (element.propertyName ?? element.name).text, where);
      } else if (isDynamicImport(node) && moduleName(node.arguments[0]) === pkg) {
        problems.push(`${where}: a dynamic import or require of '${pkg}' (import by name)`);
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const imported = locals.get(node.expression.text);
        if (imported) push(members, `${imported}.${node.name.text}`, where);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return { names, members, problems };
}

interface Entry {
  /** The name exported by the source module. */
  imported: string;
  from: string;
  /** Exported as a component loaded on its first render (exports.ts's onFirstRender). */
  deferred: boolean;
}

/**
 * A curated module's exports, by name: `export { a, default as B } from '<from>'`, and
 * `export const C = onFirstRender(() => import('<from>'))`. Anything else but imports and the
 * declaration of onFirstRender lands in `others`.
 */
function curatedExports(file: string): { entries: Map<string, Entry>; others: string[]; imports: string[] } {
  const entries = new Map<string, Entry>();
  const others: string[] = [];
  const imports: string[] = [];
  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement)) {
      imports.push(moduleName(statement.moduleSpecifier) ?? '');
      continue;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === 'onFirstRender') continue;
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const from = moduleName(statement.moduleSpecifier);
      const clause = statement.exportClause;
      if (from !== undefined && clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          entries.set(element.name.text, {
            imported: (element.propertyName ?? element.name).text,
            from,
            deferred: false,
          });
        }
        continue;
      }
    }
    const declaration = ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : undefined;
    const call = declaration?.initializer;
    const loader = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
    const body = loader && ts.isArrowFunction(loader) ? loader.body : undefined;
    if (
      declaration &&
      ts.isIdentifier(declaration.name) &&
      ts
        .getModifiers(statement as ts.VariableStatement)
        ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
      call &&
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      call.expression.text === 'onFirstRender' &&
      body &&
      isDynamicImport(body) &&
      moduleName(body.arguments[0])
    ) {
      entries.set(declaration.name.text, { imported: 'default', from: moduleName(body.arguments[0])!, deferred: true });
      continue;
    }
    others.push(statement.getText());
  }
  return { entries, others, imports };
}

const files = sourceRoots().flatMap((dir) => sourceFiles(dir));

const CURATED = [
  {
    pkg: 'antd',
    file: path.join(__dirname, 'exports.ts'),
    // Per-component entries, never 'antd' itself: that is the share key this module is provided as.
    from: /^antd\/es\/[a-z-]+$/,
  },
  {
    pkg: 'react-router-dom',
    file: path.join(ROOT, 'tooling', 'curated', 'react-router-dom.mjs'),
    // What react-router-dom re-exports; not the share key 'react-router-dom'.
    from: /^react-router$/,
  },
];

describe.each(CURATED)('the curated $pkg shared as "$pkg"', ({ pkg, file, from }) => {
  const curated = curatedExports(file);
  const use = packageUse(pkg, files);

  it('finds the sources it checks', () => {
    // A wrong root would find nothing and pass every check below.
    expect(files.length).toBeGreaterThan(50);
    expect(use.names.size).toBeGreaterThan(5);
  });

  it('exports every name the product imports', () => {
    const missing = [...use.names]
      .filter(([name]) => !curated.entries.has(name))
      .map(([name, where]) => `${name} (imported in ${where.join(', ')})`);
    // Add each to the curated module (antd: export { default as X } from 'antd/es/x', as antd's index does).
    expect(missing).toEqual([]);
  });

  it('is imported from only by name, so that the curated list can answer every use', () => {
    expect(use.problems).toEqual([]);
  });

  it('exports nothing the product does not import (a shared module is sent whole)', () => {
    const unused = [...curated.entries.keys()].filter((name) => !use.names.has(name));
    expect(unused).toEqual([]);
  });

  it('holds only exports of the package’s own modules', () => {
    expect(curated.others).toEqual([]);
    const elsewhere = [...curated.entries].filter(([, entry]) => !from.test(entry.from));
    expect(elsewhere.map(([name, entry]) => `${name} from '${entry.from}'`)).toEqual([]);
    // Never the package itself: that request is the share key the module is provided as.
    expect(curated.imports.filter((request) => request === pkg)).toEqual([]);
  });

  it('defers only components no source reads a static member of (it would be undefined)', () => {
    const deferred = [...curated.entries].filter(([, entry]) => entry.deferred).map(([name]) => name);
    const statics = [...use.members]
      .filter(([member]) => deferred.includes(member.split('.')[0]!))
      .map(([member, where]) => `${member} (in ${where.join(', ')})`);
    // Export such a component as it is (export { default as X } from 'antd/es/x') instead.
    expect(statics).toEqual([]);
  });
});

describe('the curated antd', () => {
  it("takes each component from the entry antd's own index takes it from", () => {
    const index = curatedExports(path.join(ROOT, 'shared-ui', 'node_modules', 'antd', 'es', 'index.js')).entries;
    const wrong = [...curatedExports(path.join(__dirname, 'exports.ts')).entries]
      .filter(([name, { imported, from }]) => {
        const original = index.get(name);
        return !original || original.imported !== imported || original.from.replace(/^\.\//, 'antd/es/') !== from;
      })
      .map(
        ([name, { from }]) => `${name} from '${from}', antd's index: '${index.get(name)?.from ?? 'no such export'}'`,
      );
    expect(wrong).toEqual([]);
  });

  it('imports nothing but React and antd’s own entries', () => {
    const imports = curatedExports(path.join(__dirname, 'exports.ts')).imports;
    expect(imports.filter((request) => request !== 'react' && !/^antd\/es\/[a-z-]+$/.test(request))).toEqual([]);
  });
});

describe('the curated react-router-dom', () => {
  it('exports only what react-router-dom exports', () => {
    const routerDom = jest.requireActual<Record<string, unknown>>('react-router-dom');
    const names = [...curatedExports(path.join(ROOT, 'tooling', 'curated', 'react-router-dom.mjs')).entries.keys()];
    expect(names.filter((name) => routerDom[name] === undefined)).toEqual([]);
  });
});
