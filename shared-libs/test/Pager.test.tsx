/** The one pager: buttons for a list whose page lives in the screen, links for a public list a crawler follows. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Pager, type PagerLabels } from '@vitrin/shared-libs/ui/Pager';

const labels: PagerLabels = { nav: 'Pages', previous: 'Previous', next: 'Next', page: (page) => `Page ${page}` };

test('with hrefOf every page is a link to its address; the ends are not links; far pages are left out', () => {
  render(
    <MemoryRouter>
      <Pager page={1} lastPage={9} labels={labels} hrefOf={(page) => `/news?page=${page}`} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/news?page=1', '/news?page=2', '/news?page=3', '/news?page=9', '/news?page=2']);
  expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/news?page=2');
  expect(within(nav).queryByRole('link', { name: 'Page 5' })).toBeNull();
});

test('with onPage each page is a button that reports its number; nothing shows for a single page', async () => {
  const pages: number[] = [];
  const { rerender } = render(<Pager page={2} lastPage={3} labels={labels} onPage={(page) => pages.push(page)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(pages).toEqual([3, 1]);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  rerender(<Pager page={1} lastPage={1} labels={labels} onPage={() => undefined} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
