/**
 * The messages rule (docs/validation.md, "Who reads a message"): staff read the admin API's answers, in Turkish;
 * a message several routes give is written once, in shared-libs/src/validation/messages.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every literal message of an httpError or ValidationFailed call in a file. */
const literalMessages = (text: string): string[] =>
  [...text.matchAll(/(?:httpError\(\d{3},|ValidationFailed\(\{[^}\n]*\},)\s*'([^'\n]+)'/g)].map((match) => match[1]!);

const files = sources(SRC);
const adminFiles = files.filter((file) => /admin-routes\.ts$|admin-repo\.ts$|[\\/]lib[\\/]/.test(file));

test('the admin API answers staff in Turkish: no English refusal in an admin route or a shared building block', () => {
  const english = adminFiles.flatMap((file) =>
    literalMessages(readFileSync(file, 'utf8'))
      .filter((message) => /\b(not found|must be|invalid|failed|required|forbidden)\b/i.test(message))
      .map((message) => `${path.relative(SRC, file)}: ${message}`),
  );
  expect(english).toEqual([]);
});

test('a message many routes give is a constant: none of them is written out in a route', () => {
  const constants = ["'Kayıt bulunamadı'", "'Sıra Düzeni Değiştirilmedi!'", "'* Bu Alan Zorunlu'", "'İşlem Başarısız!'"];
  const written = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return constants.filter((literal) => text.includes(literal)).map((literal) => `${path.relative(SRC, file)}: ${literal}`);
  });
  expect(written).toEqual([]);
});
