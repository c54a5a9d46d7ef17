/** The staff forms' shared formik state: a refusal keeps what was typed and shows the field messages; a save starts again. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router-dom';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { object, string } from 'yup';
import { formikField, TextField } from '@vitrin/shared-libs/ui/TextField';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { REQUIRED } from '@vitrin/shared-libs/validation/messages';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

function LinkForm({ save, onSaved }: { save: (values: { name: string }) => Promise<unknown>; onSaved: () => void }) {
  const { values, set, errors, submit } = useStaffForm({ initial: { name: '' }, save, onSaved });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField id="name" label="Ad" value={values.name} onChange={set('name')} error={errors.name} />
      <button type="submit">Kaydet</button>
    </form>
  );
}

beforeEach(() => {
  jest.mocked(showDialog).mockReset().mockResolvedValue(undefined);
  // A form left with changes by the test before answers the guard's Back question: leave.
  jest.mocked(confirmDialog).mockReset().mockResolvedValue(true);
});

it('a 422 keeps the typed value and ties the field message to it; a save empties the form and reports', async () => {
  const user = userEvent.setup();
  const onSaved = jest.fn();
  const save = jest
    .fn()
    .mockRejectedValueOnce({ status: 422, data: { success: false, message: 'İşlem Başarısız!', errors: { name: 'Çok uzun' } } })
    .mockResolvedValueOnce({ id: 7 });
  render(<LinkForm save={save} onSaved={onSaved} />, { wrapper: MemoryRouter });

  await user.type(screen.getByLabelText('Ad'), 'Facebook');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(save).toHaveBeenLastCalledWith({ name: 'Facebook' });
  expect(await screen.findByText('Çok uzun')).toBeInTheDocument();
  expect(screen.getByLabelText('Ad')).toHaveValue('Facebook');
  expect(screen.getByLabelText('Ad')).toHaveAccessibleDescription('Çok uzun');
  // The dialog names the field by its label, with the server's message.
  await waitFor(() =>
    expect(showDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({ icon: 'error', title: 'Başarısız', text: 'Ad: Çok uzun' }),
    ),
  );
  await waitFor(() => expect(screen.getByLabelText('Ad')).toHaveFocus());
  expect(onSaved).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByLabelText('Ad')).toHaveValue('');
  expect(screen.queryByText('Çok uzun')).toBeNull();
  expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'success', title: 'Başarılı' }));
  expect(onSaved).toHaveBeenCalledTimes(1);
});

function ContractForm({ save }: { save: (values: { name: string }) => Promise<unknown> }) {
  const { formik, submit, submitting } = useStaffForm({
    initial: { name: 'Gizlilik' },
    save,
    validationSchema: object({ name: string().trim().required(REQUIRED) }),
    afterSave: 'keep',
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField {...formikField(formik, 'name')} label="Ad" />
      <button type="submit" disabled={submitting}>
        Kaydet
      </button>
    </form>
  );
}

it("a drawn formik field shows a 422's message under it until the next send; a kept form keeps the saved text", async () => {
  const user = userEvent.setup();
  const save = jest
    .fn()
    .mockRejectedValueOnce({ status: 422, data: { message: 'İşlem Başarısız!', errors: { name: 'Bu ad alınmış' } } })
    .mockResolvedValueOnce({ id: 1 });
  render(<ContractForm save={save} />, { wrapper: MemoryRouter });

  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Bu ad alınmış')).toBeInTheDocument();
  expect(screen.getByLabelText('Ad')).toHaveAccessibleDescription('Bu ad alınmış');
  // Typing does not take the server's message away before the next send.
  await user.type(screen.getByLabelText('Ad'), ' Politikası');
  expect(screen.getByText('Bu ad alınmış')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(save).toHaveBeenLastCalledWith({ name: 'Gizlilik Politikası' });
  await waitFor(() => expect(screen.queryByText('Bu ad alınmış')).toBeNull());
  expect(screen.getByLabelText('Ad')).toHaveValue('Gizlilik Politikası');
  expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'success' }));
});

it("the schema's rule refuses a send before any call and its message shows under the field", async () => {
  const user = userEvent.setup();
  const save = jest.fn();
  render(<ContractForm save={save} />, { wrapper: MemoryRouter });

  await user.clear(screen.getByLabelText('Ad'));
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  expect(screen.getByLabelText('Ad')).toHaveAccessibleDescription(REQUIRED);
  expect(save).not.toHaveBeenCalled();
  expect(showDialog).not.toHaveBeenCalled();
});

function ProductLikeForm({ save }: { save: (values: { code: string; name: string }) => Promise<unknown> }) {
  const { formik, submit } = useStaffForm({ initial: { code: 'HK-1', name: 'Körük' }, save, afterSave: 'keep' });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField {...formikField(formik, 'code')} label="Ürün Kodu" required />
      <div style={{ height: 2000 }} />
      <TextField {...formikField(formik, 'name')} label="Ürün Adı (TR)" required />
      <button type="submit">Kaydet</button>
    </form>
  );
}

it("a server's 422 names every refused field by its Turkish label, then focuses and scrolls to the first", async () => {
  const user = userEvent.setup();
  const scrolled: Element[] = [];
  const scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
  Element.prototype.scrollIntoView = scrollIntoView;
  const save = jest.fn().mockRejectedValueOnce({
    status: 422,
    data: {
      message: '* Bu Alan Zorunlu',
      errors: { seo_name: 'Bu SEO adı kullanılıyor', name: REQUIRED, code: 'Bu kod alınmış' },
    },
  });
  render(<ProductLikeForm save={save} />, { wrapper: MemoryRouter });

  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({
        icon: 'error',
        title: 'Başarısız',
        // In reading order, each field by its label (without the required mark) with its message; a message
        // for a field not on screen last.
        text: `Ürün Kodu: Bu kod alınmış\nÜrün Adı (TR): ${REQUIRED}\nBu SEO adı kullanılıyor`,
      }),
    ),
  );
  await waitFor(() => expect(screen.getByLabelText(/Ürün Kodu/)).toHaveFocus());
  expect(scrolled).toContain(screen.getByLabelText(/Ürün Kodu/));
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

it('a form with changes not yet saved asks before a link leaves it; once saved, it lets go', async () => {
  const user = userEvent.setup();
  jest.mocked(confirmDialog).mockResolvedValue(false);
  const save = jest.fn().mockResolvedValue({ id: 1 });
  render(
    <MemoryRouter>
      <LinkForm save={save} onSaved={jest.fn()} />
      <Link to="/admin/dashboard">Kontrol Paneli</Link>
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Ad'), 'Facebook');
  await user.click(screen.getByRole('link', { name: 'Kontrol Paneli' }));
  expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kaydedilmemiş değişiklikler' }));
  expect(screen.getByLabelText('Ad')).toHaveValue('Facebook');

  jest.mocked(confirmDialog).mockClear();
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(screen.getByLabelText('Ad')).toHaveValue(''));
  await user.click(screen.getByRole('link', { name: 'Kontrol Paneli' }));
  expect(confirmDialog).not.toHaveBeenCalled();
});

it('a form that keeps its values after a save lets a link go without asking once they are saved', async () => {
  const user = userEvent.setup();
  const save = jest.fn().mockResolvedValue({ id: 1 });
  render(
    <MemoryRouter>
      <ProductLikeForm save={save} />
      <Link to="/admin/dashboard">Kontrol Paneli</Link>
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/Ürün Adı/), ' 2');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(save).toHaveBeenCalled());
  await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success' })));
  expect(screen.getByLabelText(/Ürün Adı/)).toHaveValue('Körük 2');
  await user.click(screen.getByRole('link', { name: 'Kontrol Paneli' }));
  expect(confirmDialog).not.toHaveBeenCalled();
});
