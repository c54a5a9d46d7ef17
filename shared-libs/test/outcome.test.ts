/** The staff dialogs for a call's outcome, as every staff screen shows them. */
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { confirmDelete, runWithDialogs, showFailure, showOutcome, showSuccess } from '@vitrin/shared-libs/ui/outcome';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

beforeEach(() => {
  jest.mocked(showDialog).mockReset().mockResolvedValue(undefined);
  jest.mocked(confirmDialog).mockReset().mockResolvedValue(true);
});

const refused = {
  error: { status: 422, data: { success: false, message: 'İşlem Başarısız!', errors: { subject: '* Bu Alan Zorunlu' } } },
};

it('success: Başarılı by default, or the title and text the screen passes', async () => {
  const outcome = showOutcome({ data: { id: 1 } });
  expect(outcome).toMatchObject({ ok: true, errors: {} });
  await outcome.closed;
  // The success toast closes after 2 s; a message dialog (the contact form's 'sent') keeps its 2.5 s.
  expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'success', title: 'Başarılı', timer: 2000 }));

  showOutcome({ data: null }, { successTitle: 'Güncellendi', successText: 'Kaydedildi.' });
  expect(showDialog).toHaveBeenLastCalledWith(
    expect.objectContaining({ icon: 'success', title: 'Güncellendi', text: 'Kaydedildi.' }),
  );
});

it("a refusal: Başarısız with the server's message, and its field messages for the form", () => {
  const outcome = showOutcome(refused);
  expect(outcome).toMatchObject({ ok: false, errors: { subject: '* Bu Alan Zorunlu' }, message: 'İşlem Başarısız!' });
  expect(showDialog).toHaveBeenLastCalledWith(
    expect.objectContaining({ icon: 'error', title: 'Başarısız', text: 'İşlem Başarısız!' }),
  );
  showOutcome(refused, { failureTitle: 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!', failureText: '' });
  expect(showDialog).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!', text: '' }),
  );
});

it('no answer or a 5xx: the system-failure dialog, never a server text', async () => {
  for (const error of [{ status: 'NETWORK', data: { message: 'Network Error' } }, { status: 503, data: {} }, new Error('x')]) {
    const outcome = await runWithDialogs(() => Promise.reject(error));
    expect(outcome).toMatchObject({ ok: false, errors: {} });
    expect(showDialog).toHaveBeenLastCalledWith({
      icon: 'error',
      title: 'Hata! İşlem Başarısız! Sistem Hatası!',
      timer: 2500,
    });
  }
});

it("confirmDelete asks 'Emin Misin?!' and answers what the person chose", async () => {
  expect(await confirmDelete()).toBe(true);
  expect(confirmDialog).toHaveBeenLastCalledWith({
    title: 'Emin Misin?!',
    text: 'Kalıcı Olarak Silinecek!',
    confirmText: 'Evet, Sil!',
    cancelText: 'İptal',
  });
  jest.mocked(confirmDialog).mockResolvedValue(false);
  expect(await confirmDelete({ cancelText: 'Vazgeç' })).toBe(false);
  expect(confirmDialog).toHaveBeenLastCalledWith(expect.objectContaining({ cancelText: 'Vazgeç' }));
});

it('showSuccess and showFailure: the same dialogs for screens that save with unwrap()', async () => {
  await showSuccess('Güncellendi');
  expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'success', title: 'Güncellendi' }));

  await showFailure(refused.error, { listFieldMessages: true });
  expect(showDialog).toHaveBeenLastCalledWith(
    expect.objectContaining({ icon: 'error', title: 'Başarısız', text: 'İşlem Başarısız! — * Bu Alan Zorunlu' }),
  );

  await showFailure(undefined);
  expect(showDialog).toHaveBeenLastCalledWith(
    expect.objectContaining({ icon: 'error', title: 'Hata! İşlem Başarısız! Sistem Hatası!' }),
  );
});

it('a refused form: the dialog names the fields and does not hand the focus back to the button when it closes', async () => {
  const form = document.createElement('form');
  form.innerHTML = '<label for="subject">Konu</label><input id="subject" name="subject" aria-invalid="true">';
  document.body.append(form);
  try {
    await showOutcome(refused, { form: () => form }).closed;
    // The dialog gives the focus to the refused field itself; returning it to the button would take it back.
    expect(showDialog).toHaveBeenLastCalledWith(expect.objectContaining({ icon: 'error', returnFocus: false }));
    expect(document.activeElement).toBe(form.querySelector('#subject'));
  } finally {
    form.remove();
  }
});
