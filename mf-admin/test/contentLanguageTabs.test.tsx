import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ContentLanguageTabs } from '../src/components/ContentLanguageTabs';
import { emptyLanguages } from '../src/lib/localizedValues';
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';

function Tabs() {
  const [active, setActive] = useState('en');
  return (
    <ContentLanguageTabs
      langs={['en', 'tr', 'de']}
      active={active}
      onChange={setActive}
      empty={['tr', 'de']}
      renderPanel={(lang) => <p>Panel {lang}</p>}
    />
  );
}

it('marks the empty languages and moves between tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  render(<Tabs />);
  expect(screen.getByText('Henüz doldurulmamış diller: TR, DE')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'TR boş' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tab', { name: 'EN' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'EN' })).toHaveTextContent('Panel en');

  screen.getByRole('tab', { name: 'EN' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'TR boş' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'TR boş' })).toHaveTextContent('Panel tr');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'DE boş' })).toHaveAttribute('aria-selected', 'true');
});

it('counts a language empty when its title and its editor body hold nothing', () => {
  const values = { title_en: 'About', body_en: '<p></p>', title_tr: '', body_tr: '<p> </p>' };
  expect(emptyLanguages(values, ['title', 'body'], ['en', 'tr'])).toEqual(['tr']);
  expect(PUBLIC_ROUTES.quality_policy).toBe('/quality-policy');
});

it("opens on the tab and field the address asks for (the translation report's links)", async () => {
  window.history.pushState({}, '', '/admin/pages/news/update/3?tab=de&field=title');
  render(<TabsWithFields />);
  expect(screen.getByRole('tab', { name: 'DE boş' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByLabelText('Başlık (DE)')).toHaveFocus();
  window.history.pushState({}, '', '/');
});

function TabsWithFields() {
  const [active, setActive] = useState('en');
  return (
    <ContentLanguageTabs
      langs={['en', 'tr', 'de']}
      active={active}
      onChange={setActive}
      empty={['tr', 'de']}
      renderPanel={(lang) => (
        <label>
          Başlık ({lang.toUpperCase()})
          <input name={`title_${lang}`} />
        </label>
      )}
    />
  );
}
