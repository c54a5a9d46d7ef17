import { checkoutSchema } from '@vitrin/shared-libs/validation/checkout';
import { humanResourcesSchema } from '@vitrin/shared-libs/validation/humanResources';
import { type ValidationError } from 'yup';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${Object.values(options).join(',')}` : key);

async function errors(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('checkout schema', () => {
  const valid = {
    company_name: 'Trakya Lojistik',
    name: 'Mehmet Demir',
    email: 'mehmet@example.com',
    phone: '+90 (532) 123-45.67',
    country: 'Türkiye',
    city: 'Edirne',
    address: '',
    note: '',
    kvkk: true,
  };

  it('accepts a complete order; address and note are optional', async () => {
    expect(await errors(checkoutSchema(t), valid)).toEqual({});
  });

  it('requires the customer fields and the KVKK consent', async () => {
    expect(await errors(checkoutSchema(t), { kvkk: false })).toEqual({
      company_name: 'validation.required',
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      country: 'validation.required',
      city: 'validation.required',
      kvkk: 'forms.consent_required',
    });
    expect(await errors(checkoutSchema(t), { ...valid, email: 'nope', note: 'x'.repeat(1001) })).toEqual({
      email: 'validation.email',
      note: 'validation.max:1000',
    });
  });

  it('takes a phone as people write it and a country by its name; refuses "abc" and "1"', async () => {
    for (const phone of ['abc', '12345', '+90 532 abc 45 67', '1234567890123456'])
      expect([phone, await errors(checkoutSchema(t), { ...valid, phone })]).toEqual([phone, { phone: 'validation.phone' }]);
    for (const country of ['1', 'T1', '--', 'X']) {
      expect([country, await errors(checkoutSchema(t), { ...valid, country })]).toEqual([
        country,
        { country: 'validation.country' },
      ]);
    }
    for (const country of ['Deutschland', "Côte d'Ivoire", 'Россия', 'U.S.A.', 'Bosna i Hercegovina'])
      expect([country, await errors(checkoutSchema(t), { ...valid, country })]).toEqual([country, {}]);
    expect(await errors(checkoutSchema(t), { ...valid, phone: '0532 123 45 67' })).toEqual({});
  });
});

describe('human-resources schema', () => {
  it('requires name, e-mail, phone, position and consent; the message is optional', async () => {
    expect(await errors(humanResourcesSchema(t), { kvkk: false })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      position: 'validation.required',
      kvkk: 'forms.consent_required',
    });
    const valid = { name: 'Zeynep', email: 'z@example.com', phone: '1', position: 'Engineer', message: '', kvkk: true };
    expect(await errors(humanResourcesSchema(t), valid)).toEqual({});
  });
});
