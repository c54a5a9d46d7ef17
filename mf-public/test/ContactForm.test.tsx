import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../shared-libs/test/render';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { ContactForm, SENT_DIALOG_MS } from '../src/features/contact/components/ContactForm';
import { fakeServer, ok, useEnglish } from './server';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(async () => undefined) }));
const dialog = jest.mocked(showDialog);

beforeAll(useEnglish);
beforeEach(() => dialog.mockClear());

const fields = () => ({
  company: screen.getByLabelText(/Company name/),
  name: screen.getByLabelText(/Full name/),
  email: screen.getByLabelText(/E-mail address/),
  phone: screen.getByLabelText(/Phone number/),
  message: screen.getByLabelText(/Your message/),
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.company, 'Anadolu Filo');
  await user.type(f.name, 'Ayşe Yılmaz');
  await user.type(f.email, 'ayse@example.com');
  await user.type(f.phone, '+90 555 111 22 33');
  await user.type(f.message, 'Forty air springs, please.');
  await user.click(screen.getByRole('checkbox'));
}

it('shows every field error on submit and sends nothing while invalid', async () => {
  const { seen } = fakeServer({});
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm />, { area: 'public' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findAllByText('Value is required')).toHaveLength(5);
  expect(fields().company).toHaveAttribute('aria-invalid', 'true');
  // The privacy-notice consent is required, as on the checkout and the job application.
  expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');

  await user.click(fields().company);
  await user.paste('x'.repeat(51));
  await user.type(fields().email, 'not-an-email');
  await user.click(fields().message);
  await user.paste('x'.repeat(601));
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findAllByText('The maximum length allowed is 50')).toHaveLength(1);
  expect(screen.getByText('The maximum length allowed is 600')).toBeInTheDocument();
  expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
  expect(seen.filter((request) => request.method === 'post')).toHaveLength(0);
});

it('shows an error under a field once it was touched, before any submit', async () => {
  fakeServer({});
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm />, { area: 'public' });
  await user.click(fields().name);
  await user.tab();
  expect(await screen.findByText('Value is required')).toBeInTheDocument();
});

it('sends the five fields, the consent and the (empty) honeypot as multipart, shows the sent dialog (auto-closing after 2.5 s) and resets the form', async () => {
  const { seen } = fakeServer({ 'POST /api/contact': ok({ id: 7 }) });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm />, { area: 'public' });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  await waitFor(() => expect(dialog).toHaveBeenCalled());
  expect(dialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Message sent', timer: SENT_DIALOG_MS }));
  expect(SENT_DIALOG_MS).toBe(2500);
  const sent = seen.find((request) => request.method === 'post')!;
  const body = sent.data as FormData;
  expect(Object.fromEntries(body.entries())).toEqual({
    company_name: 'Anadolu Filo',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '+90 555 111 22 33',
    message: 'Forty air springs, please.',
    kvkk: 'true',
    website: '',
  });
  expect(sent.headers.get('Idempotency-Key')).toEqual(expect.any(String));
  await waitFor(() => expect(fields().company).toHaveValue(''));
  expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
});

it('on success false shows the error dialog and keeps everything typed', async () => {
  fakeServer({ 'POST /api/contact': { status: 200, data: { success: false, message: 'nope', data: null } } });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm />, { area: 'public' });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() =>
    expect(dialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'Message not sent', text: expect.stringContaining('could not be sent') }),
    ),
  );
  expect(fields().company).toHaveValue('Anadolu Filo');
  expect(fields().message).toHaveValue('Forty air springs, please.');
});

it('on a network failure shows the system error dialog and keeps the input', async () => {
  fakeServer({ 'POST /api/contact': 'network' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactForm />, { area: 'public' });
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(dialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'System error' })));
  expect(fields().email).toHaveValue('ayse@example.com');
});
