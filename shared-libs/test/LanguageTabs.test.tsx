import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LanguageTabs, type LanguageTabsTexts } from '@vitrin/shared-libs/ui/LanguageTabs';

const texts: LanguageTabsTexts = {
  tabList: 'Diller',
  empty: 'boş',
  summary: (empty) => (empty.length > 0 ? `Henüz doldurulmamış diller: ${empty.join(', ')}` : 'Bütün diller dolu.'),
};
const languages = [
  { abbr: 'en', lang: 'English' },
  { abbr: 'tr', lang: 'Türkçe' },
  { abbr: 'de', lang: 'Deutsch' },
];

function Form() {
  const [names, setNames] = useState<Record<string, string>>({ en: 'Spring' });
  return (
    <LanguageTabs languages={languages} texts={texts} isEmpty={(abbr) => !names[abbr]} hasError={(abbr) => abbr === 'de'}>
      {(abbr) => (
        <label>
          Ad ({abbr.toUpperCase()})
          <input value={names[abbr] ?? ''} onChange={(e) => setNames({ ...names, [abbr]: e.target.value })} />
        </label>
      )}
    </LanguageTabs>
  );
}

it('marks the empty languages on their tabs and names them above, as the fields fill', async () => {
  const user = userEvent.setup();
  render(<Form />);
  expect(screen.getByRole('tablist', { name: 'Diller' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'English (EN)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Türkçe (TR) boş' })).toBeInTheDocument();
  expect(screen.getByText('Henüz doldurulmamış diller: TR, DE')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /Deutsch/ })).toHaveClass('text-danger');

  await user.click(screen.getByRole('tab', { name: /Türkçe/ }));
  await user.type(screen.getByRole('textbox', { name: 'Ad (TR)' }), 'Körük');
  expect(screen.getByRole('tab', { name: 'Türkçe (TR)' })).toBeInTheDocument();
  expect(screen.getByText('Henüz doldurulmamış diller: DE')).toBeInTheDocument();
  // Every panel stays mounted: the English text is still there, hidden.
  expect(screen.getByRole('textbox', { name: 'Ad (EN)', hidden: true })).toHaveValue('Spring');
});

it('moves between tabs with the arrow keys, wrapping round, and focuses the tab it selects', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  render(
    <LanguageTabs languages={languages} texts={texts} isEmpty={() => false} onChange={(abbr) => changes.push(abbr)}>
      {(abbr) => <p>Panel {abbr}</p>}
    </LanguageTabs>,
  );
  expect(screen.getByText('Bütün diller dolu.')).toBeInTheDocument();
  screen.getByRole('tab', { name: 'English (EN)' }).focus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Deutsch (DE)' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Deutsch (DE)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Deutsch (DE)' })).toHaveTextContent('Panel de');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'English (EN)' })).toHaveFocus();
  expect(changes).toEqual(['de', 'en']);
});

it('follows the active language its caller holds', async () => {
  const user = userEvent.setup();
  function Controlled() {
    const [active, setActive] = useState('tr');
    return (
      <>
        <button type="button" onClick={() => setActive('en')}>
          EN seç
        </button>
        <LanguageTabs languages={languages} texts={texts} isEmpty={() => false} active={active} onChange={setActive}>
          {(abbr) => <p>Panel {abbr}</p>}
        </LanguageTabs>
      </>
    );
  }
  render(<Controlled />);
  expect(screen.getByRole('tab', { name: 'Türkçe (TR)' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('button', { name: 'EN seç' }));
  expect(screen.getByRole('tab', { name: 'English (EN)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel en');
});
