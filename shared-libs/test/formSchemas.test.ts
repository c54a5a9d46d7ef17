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
    phone: '+90 532',
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
