import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPEC_KEY_TABLE, SPEC_KEYS, specKeyLabel } from '@vitrin/shared-libs/registry/specKeys';
import { renderProductForm } from './productFormHarness';
import { productDetail } from './fixtures';

const product = productDetail(5, 'VT 1', {
  specs: [
    { id: 1, key: 'max_height', value: '390', unit: 'mm', label_en: null, label_tr: null },
    { id: 2, key: null, value: '3', unit: 'pcs', label_en: 'Studs', label_tr: 'Saplama' },
  ],
});

it('offers the spec-key registry on each spec row: a keyed row takes the registry’s label and unit, a free row its own', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onSave = jest.fn(async () => ({}));
  renderProductForm(product, onSave);
  const specs = screen.getByRole('group', { name: 'Teknik Özellikler' });
  const keys = within(specs).getAllByLabelText('Ölçü / özellik') as HTMLSelectElement[];
  // Every property of the registry is offered, with its Turkish label and unit; a free row is the empty choice.
  expect([...keys[0]!.options].map((o) => o.value)).toEqual(['', ...SPEC_KEYS]);
  expect(within(keys[0]!).getByRole('option', { name: `${specKeyLabel('max_diameter', 'tr')} (mm)` })).toBeInTheDocument();
  expect(keys[0]).toHaveValue('max_height');
  expect(keys[1]).toHaveValue('');
  // The keyed row has no label or unit fields of its own; the free row has both.
  expect(within(specs).getAllByLabelText('Özellik (EN)')).toHaveLength(1);
  expect(within(specs).getAllByLabelText('Birim')).toHaveLength(1);
  expect(within(specs).getByText(SPEC_KEY_TABLE.max_height.unit)).toBeInTheDocument();

  // Naming a numeric property, the value must be a number.
  await user.selectOptions(keys[1]!, 'weight');
  expect(within(specs).queryAllByLabelText('Özellik (EN)')).toHaveLength(0);
  const values = within(specs).getAllByLabelText(/Değer/) as HTMLInputElement[];
  await user.clear(values[1]!);
  await user.type(values[1]!, 'about 2');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Değer sayısal olmalı')).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();

  await user.clear(values[1]!);
  await user.type(values[1]!, '2,5');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  const payload = (onSave.mock.calls[0] as unknown as [Record<string, unknown>])[0];
  expect(payload.specs).toEqual([
    expect.objectContaining({ key: 'max_height', value: '390' }),
    expect.objectContaining({ key: 'weight', value: '2,5' }),
  ]);
});
