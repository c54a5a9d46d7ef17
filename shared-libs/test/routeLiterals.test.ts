/**
 * @jest-environment node
 *
 * Every address of the site in code comes from the route registries (docs/architecture.md, "Registries"): the
 * public table (`registry/publicRoutes.ts`, the login's pages included) and the admin's (`registry/adminRoutes.ts`).
 * This test reads the source of the front ends, shared-libs and the API and fails on a string that starts with a
 * registered address — `'/cart'`, `` `/product/${…}` ``, `"/giris-yap"`, `'/admin/…'` — anywhere but the registries,
 * the tests and comments (it reads each file's string literals through the TypeScript parser, so prose and a
 * link inside a stored text are not code). The API's own endpoints (`app.get('/products/:id', …)` under `/api/…`)
 * are not site addresses and are left alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ADMIN_BASE } from '@vitrin/shared-libs/registry/siteAreas';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = /^(shell|mf-[a-z]+|shared-libs|api)\/src\/.*\.(ts|tsx|mjs|cjs)$/;
const REGISTRIES = /^shared-libs\/src\/registry\//;

/** The first segment of every registered address: `/cart`, `/product`, `/giris-yap`, `/admin`… (not `/` itself). */
const FIRST_SEGMENTS = new Set(
  [...Object.values(PUBLIC_ROUTES), ADMIN_BASE].map((route) => route.split('/')[1]).filter((segment) => !!segment),
);

/** Whether a string's text starts with a registered address: `/cart`, `/cart?x`, `/product/…`, `/admin/…`. */
const startsWithAddress = (text: string) => {
  const first = /^\/([^/?#]*)/.exec(text)?.[1];
  return first !== undefined && FIRST_SEGMENTS.has(first);
};

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'route', 'head']);
const calleeName = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression)
    ? call.expression.name.text
    : ts.isIdentifier(call.expression)
      ? call.expression.text
      : '';

/**
 * An API endpoint's own path, as a route module registers it: the first argument of `app.get('/…', …)`, or the
 * `path` of the options a `register…` helper takes. Those live under `/api/…`, not on the site.
 */
function isEndpoint(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) return HTTP_METHODS.has(calleeName(parent));
  if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'path') {
    const call = parent.parent.parent;
    return ts.isCallExpression(call) && calleeName(call).startsWith('register');
  }
  return false;
}

/** The lines of a file that write a registered address by hand (comments are prose and are not read). */
export function routeLiteralsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null;
    if (literal !== null && startsWithAddress(literal) && !isEndpoint(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.getText().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('no site address is written by hand outside the route registries', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCES.test(file) && !REGISTRIES.test(file));
  expect(files.length).toBeGreaterThan(500);
  const found = files.flatMap((file) => routeLiteralsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
  expect(found).toEqual([]);
});

test('the check finds an address written by hand, and passes one taken from a registry or an endpoint', () => {
  const found = routeLiteralsIn(
    'mf-public/src/x.tsx',
    [
      'const l = <Link to="/cart">Sepet</Link>;',
      "navigate('/giris-yap');",
      'const a = `/product/${seo}`;',
      "const b = '/admin/users?x=1';",
      "const c = routePath('product_details', seo);",
      '// a comment naming /cart and "/cart"',
      "const d = '/api/pages/products';",
      'const e = \'<p><a href="/contact">us</a></p>\';',
    ].join('\n'),
  );
  expect(found.map((line) => line.split(': ')[0])).toEqual([
    'mf-public/src/x.tsx:1',
    'mf-public/src/x.tsx:2',
    'mf-public/src/x.tsx:3',
    'mf-public/src/x.tsx:4',
  ]);
  const endpoints = ["app.get('/products/:id', handler);", "registerOrderedItems(app, { path: '/catalogues', item });"];
  expect(routeLiteralsIn('api/src/modules/x/admin-routes.ts', endpoints.join('\n'))).toEqual([]);
});
