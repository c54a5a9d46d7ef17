/** The unsaved-changes guard of every staff form: in-app links, the browser's Back button, and tab close. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { confirmDialog } from '@vitrin/shared-libs/ui/dialogs';
import { useUnsavedChangesGuard } from '@vitrin/shared-libs/ui/useUnsavedChangesGuard';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

function GuardedForm({ id = 'text', label = 'Metin' }: { id?: string; label?: string }) {
  const [text, setText] = useState('');
  useUnsavedChangesGuard(text !== '');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/other">Başka sayfa</Link>
    </>
  );
}

function guardedApp() {
  return render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<GuardedForm />} />
        <Route path="/other" element={<h1>Başka sayfa açıldı</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useUnsavedChangesGuard', () => {
  beforeEach(() => {
    jest.mocked(confirmDialog).mockReset();
    // The MemoryRouter does not follow the window's history, where the guard keeps its entry: each test starts clean.
    window.history.replaceState(null, '', '/');
  });

  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    guardedApp();
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    expect(await screen.findByRole('heading', { name: 'Başka sayfa açıldı' })).toBeInTheDocument();
    expect(confirmDialog).not.toHaveBeenCalled();
  });

  it('asks before leaving with changes: staying keeps the form, leaving goes on', async () => {
    const user = userEvent.setup();
    guardedApp();
    await user.type(screen.getByLabelText('Metin'), 'taslak');

    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kaydedilmemiş değişiklikler' }));
    await waitFor(() => expect(screen.getByLabelText('Metin')).toHaveValue('taslak'));
    expect(screen.queryByRole('heading', { name: 'Başka sayfa açıldı' })).toBeNull();

    jest.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    expect(await screen.findByRole('heading', { name: 'Başka sayfa açıldı' })).toBeInTheDocument();
  });

  it('asks on the browser’s Back button too, and lets Back work in one step once the changes are gone', async () => {
    const user = userEvent.setup();
    guardedApp();
    const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.vitrinUnsavedGuard);
    expect(onGuardEntry()).toBe(false);

    await user.type(screen.getByLabelText('Metin'), 'taslak');
    expect(onGuardEntry()).toBe(true);

    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    window.history.back();
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kaydedilmemiş değişiklikler' })),
    );
    // Staying puts the guard back in front of the form, with the changes kept.
    await waitFor(() => expect(onGuardEntry()).toBe(true));
    expect(screen.getByLabelText('Metin')).toHaveValue('taslak');

    await user.clear(screen.getByLabelText('Metin'));
    await waitFor(() => expect(onGuardEntry()).toBe(false));
    expect(confirmDialog).toHaveBeenCalledTimes(1);
  });

  it('a send the checks refuse (the guard let go and taken again at once) keeps the guard, without asking', async () => {
    function SendingForm() {
      const [text, setText] = useState('kayıtlı');
      const [sending, setSending] = useState(false);
      // As the staff forms do: no guard while a send is on its way.
      useUnsavedChangesGuard(text !== 'kayıtlı' && !sending);
      // The checks refuse the send in the render after it began, before the guard's step back has landed (as in a
      // browser, where formik's checks answer within microtasks and a history step takes a task of its own).
      useEffect(() => {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- the refusal is what this test plays
        if (sending) setSending(false);
      }, [sending]);
      return (
        <>
          <label htmlFor="text">Metin</label>
          <input id="text" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="button" onClick={() => setSending(true)}>
            Kaydet
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SendingForm />
      </MemoryRouter>,
    );
    const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.vitrinUnsavedGuard);
    // The required field emptied, then saved: the checks refuse it.
    await user.clear(screen.getByLabelText('Metin'));
    let steps = 0;
    const counted = () => (steps += 1);
    window.addEventListener('popstate', counted);
    try {
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      // The guard's own step back has landed; the guard's entry is back in front of the form, and nobody was asked.
      await waitFor(() => expect(steps).toBe(1));
      await waitFor(() => expect(onGuardEntry()).toBe(true));
      expect(confirmDialog).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Metin')).toHaveValue('');
      // Back still asks.
      jest.mocked(confirmDialog).mockResolvedValueOnce(false);
      window.history.back();
      await waitFor(() => expect(confirmDialog).toHaveBeenCalledTimes(1));
    } finally {
      window.removeEventListener('popstate', counted);
    }
  });

  it('asks once on Back when two forms of one page have changes', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <GuardedForm id="slide" label="Slayt metni" />
        <GuardedForm id="icon" label="İkon metni" />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Slayt metni'), 'a');
    await user.type(screen.getByLabelText('İkon metni'), 'b');

    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    window.history.back();
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    await waitFor(() => expect((window.history.state as Record<string, unknown> | null)?.vitrinUnsavedGuard).toBe(true));
    expect(confirmDialog).toHaveBeenCalledTimes(1);
  });

  it('asks the browser before closing or reloading the tab while there are changes', async () => {
    const user = userEvent.setup();
    guardedApp();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Metin'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
