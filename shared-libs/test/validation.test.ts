import { LOGIN_MESSAGES, loginSchema } from '@vitrin/shared-libs/validation/login';
import { contactSchema } from '@vitrin/shared-libs/validation/contact';
import { object } from 'yup';
import { NUMERIC, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import { productSchema } from '@vitrin/shared-libs/validation/product';
import { optionalText } from '@vitrin/shared-libs/validation/text';

const firstError = async (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: { message: string }) => error.message,
  );

describe('login schema', () => {
  it.each([
    [{ email: '', password: 'secret1' }, LOGIN_MESSAGES.required],
    [{ email: 'not-an-email', password: 'secret1' }, LOGIN_MESSAGES.email],
    [{ email: 'a@b.c', password: 'secret1' }, LOGIN_MESSAGES.min6],
    [{ email: `${'a'.repeat(45)}@b.com`, password: 'secret1' }, LOGIN_MESSAGES.max50],
    [{ email: 'staff@vitrin.test', password: '' }, LOGIN_MESSAGES.required],
    [{ email: 'staff@vitrin.test', password: '12345' }, LOGIN_MESSAGES.min6],
    [{ email: 'staff@vitrin.test', password: 'x'.repeat(22) }, LOGIN_MESSAGES.max21],
  ])('%j → %s', async (value, message) => {
    expect(await firstError(loginSchema, value)).toBe(message);
  });

  it('accepts the limits themselves', async () => {
    expect(await firstError(loginSchema, { email: 'a@b.cd', password: 'x'.repeat(21) })).toBeNull();
  });
});

describe('contact schema', () => {
  const t = (key: string, options?: Record<string, unknown>) => (options?.max ? `${key}:${String(options.max)}` : key);
  const valid = { companyName: 'Acme', name: 'Ayşe', email: 'ayse@example.com', telephone: '+90 555', message: 'Merhaba' };

  it('takes its messages from the language pack', async () => {
    expect(await firstError(contactSchema(t), { ...valid, name: '' })).toBe('validation.required');
    expect(await firstError(contactSchema(t), { ...valid, email: 'x' })).toBe('validation.email');
    expect(await firstError(contactSchema(t), { ...valid, companyName: 'x'.repeat(51) })).toBe('validation.max:50');
    expect(await firstError(contactSchema(t), { ...valid, message: 'x'.repeat(601) })).toBe('validation.max:600');
    expect(await firstError(contactSchema(t), valid)).toBeNull();
  });
});

describe('optionalText', () => {
  it('trims, turns a blank or missing text into null and names the limit', async () => {
    const schema = object({ note: optionalText(5) });
    await expect(schema.validate({ note: '  ab ' })).resolves.toEqual({ note: 'ab' });
    await expect(schema.validate({ note: '   ' })).resolves.toEqual({ note: null });
    await expect(schema.validate({})).resolves.toEqual({ note: null });
    await expect(schema.validate({ note: 'abcdef' })).rejects.toThrow(tooLong(5));
  });
});

describe('product schema (the admin form and the API)', () => {
  it('requires a category, a code and the default language’s name, with the shared messages', async () => {
    const schema = productSchema(['en', 'tr'], 'en');
    const errors = await schema.validate({ category_id: '', code: ' ', name_en: '' }, { abortEarly: false }).then(
      () => [],
      (error: { inner: { path: string; message: string }[] }) => error.inner.map((e) => [e.path, e.message]),
    );
    expect(errors).toEqual([
      ['category_id', REQUIRED],
      ['code', REQUIRED],
      ['name_en', REQUIRED],
    ]);
    await expect(schema.validate({ category_id: '3', code: 'C-1', name_en: 'Spring', name_tr: '' })).resolves.toMatchObject({
      category_id: 3,
      name_tr: null,
    });
    await expect(schema.validate({ category_id: 'x', code: 'C', name_en: 'N' })).rejects.toThrow(NUMERIC);
    await expect(schema.validate({ category_id: 1, code: 'C'.repeat(101), name_en: 'N' })).rejects.toThrow(tooLong(100));
  });
});
