/**
 * The staff's keyboard shortcuts (docs/architecture.md, "Keyboard"): Ctrl+K (⌘K, or `/` outside a text field) opens a
 * palette that finds menu entries, products by code or name, messages by sender and orders by the customer's
 * reference, company or name, and opens the one chosen;
 * Ctrl+S (⌘S) sends the form being worked on.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { INBOX_KINDS, INBOX_TABLE } from '@vitrin/shared-libs/registry/inboxes';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { SECTIONS, type Envelope, type Paged, type RoleGroup } from '@vitrin/shared-libs/types/api';
import { adminHref, screenHref, type AdminRouteName } from '@vitrin/shared-libs/registry/adminRoutes';
import { adminText } from '../../../i18n/adminTexts';
import { menuFor, menuLabelKey } from '../../../lib/adminRoutes';

interface Hit {
  key: string;
  label: string;
  /** What kind of thing it is: Menü, Ürün, Mesaj. */
  kind: string;
  to: string;
}

/** Folded for matching: case and Turkish letters aside (İ/ı, Ş/ş…). */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');

/** Every menu entry the role may open, with its label. */
function menuHits(role: RoleGroup | null | undefined): Hit[] {
  const routes: AdminRouteName[] = menuFor(role).flatMap((section) =>
    section.entries.flatMap((entry) => ('route' in entry ? [entry.route] : entry.routes)),
  );
  return routes.map((route) => ({
    key: `menu-${route}`,
    label: adminText(menuLabelKey(route)),
    kind: adminText('palette.menu'),
    to: adminHref(route),
  }));
}

const SECTION_ROUTES = { air_springs: 'pages.air_springs', spare_parts: 'pages.spare_parts' } as const;
const FOUND_PER_KIND = 5;

/**
 * Products by code or name (both sections), messages by sender (every inbox) and orders, as far as the role may see
 * them.
 */
async function searchHits(role: RoleGroup | null | undefined, text: string, signal: AbortSignal): Promise<Hit[]> {
  const page = async <T,>(url: string, params: Record<string, unknown>): Promise<T[]> => {
    const response = await http.get<Envelope<Paged<T>>>(url, { params: { ...params, per_page: FOUND_PER_KIND }, signal });
    return response.data.data?.data ?? [];
  };
  const calls: Promise<Hit[]>[] = [];
  if (canOpenArea(role, 'catalogue')) {
    for (const section of SECTIONS) {
      calls.push(
        page<{ id: number; code: string; name_tr?: string | null; name_en?: string | null }>('/api/admin/products', {
          section,
          search: text,
        }).then((rows) =>
          rows.map((row) => ({
            key: `product-${row.id}`,
            label: `${row.code} — ${row.name_tr || row.name_en || ''}`,
            kind: adminText('palette.product'),
            to: `${adminHref(SECTION_ROUTES[section])}/update/${row.id}`,
          })),
        ),
      );
    }
  }
  if (canOpenArea(role, 'inbox')) {
    for (const kind of INBOX_KINDS) {
      const { adminRoute } = INBOX_TABLE[kind];
      calls.push(
        page<{ id: number; name: string; email: string }>(`/api/admin/${kind}`, { search: text }).then((rows) =>
          rows.map((row) => ({
            key: `${kind}-${row.id}`,
            label: `${row.name} <${row.email}>`,
            kind: adminText(`inbox.title.${kind}`),
            to: `${adminHref(adminRoute as AdminRouteName)}?id=${row.id}`,
          })),
        ),
      );
    }
  }
  if (canOpenArea(role, 'orders')) {
    calls.push(
      page<{ id: number; reference: string | null; company_name: string; name: string }>('/api/admin/orders', {
        search: text,
      }).then((rows) =>
        rows.map((row) => ({
          key: `order-${row.id}`,
          label: `${row.reference ? `${row.reference} — ` : ''}${row.company_name} (${row.name})`,
          kind: adminText('palette.order'),
          to: screenHref('order-show', row.id),
        })),
      ),
    );
  }
  const settled = await Promise.allSettled(calls);
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}

/** Is the key press typed into a field (where `/` is a character, not a shortcut)? */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The form Ctrl+S sends: the one holding the focus, else the screen's first form that is not a search box. */
function formToSave(): HTMLFormElement | null {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.closest('form') : null;
  if (focused && focused.getAttribute('role') !== 'search') return focused;
  return document.querySelector<HTMLFormElement>('#admin-main form:not([role="search"])');
}

export function CommandPalette() {
  const id = useId();
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [found, setFound] = useState<Hit[]>([]);
  const [searching, setSearching] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if ((mod && key === 'k') || (key === '/' && !mod && !typing(event.target))) {
        event.preventDefault();
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setOpen(true);
      } else if (mod && key === 's') {
        // The browser's "save page" would be useless here: the screen's own Save runs, with its checks.
        event.preventDefault();
        formToSave()?.requestSubmit();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // Products and messages are asked for once typing pauses; the menu is matched at once.
  const query = text.trim();
  useEffect(() => {
    if (!open || query.length < 2) return undefined;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      void searchHits(role, query, abort.signal).then((hits) => {
        if (abort.signal.aborted) return;
        setFound(hits);
        setSearching(false);
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [open, query, role]);

  if (!open) return null;

  const menu = menuHits(role).filter((hit) => !query || fold(hit.label).includes(fold(query)));
  const hits = [...menu, ...(query.length >= 2 ? found : [])];
  const current = Math.min(active, Math.max(0, hits.length - 1));

  const close = () => {
    setOpen(false);
    setText('');
    setFound([]);
    setActive(0);
    returnTo.current?.focus();
  };
  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    close();
    void navigate(hit.to);
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % Math.max(1, hits.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[current]);
    }
  };

  return (
    <div
      className="admin-palette-backdrop"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <div className="admin-palette card shadow" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className="card-body">
          <h2 id={`${id}-title`} className="visually-hidden">
            {adminText('palette.title')}
          </h2>
          <label className="visually-hidden" htmlFor={`${id}-input`}>
            {adminText('palette.label')}
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            type="text"
            className="form-control form-control-lg"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={hits[current] ? `${id}-${hits[current].key}` : undefined}
            placeholder={adminText('palette.placeholder')}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={adminText('palette.results')}
            className="list-group list-group-flush mt-2 admin-palette-list"
          >
            {hits.map((hit, index) => (
              <li
                key={hit.key}
                id={`${id}-${hit.key}`}
                role="option"
                aria-selected={index === current}
                className={`list-group-item list-group-item-action d-flex justify-content-between gap-3${index === current ? ' active' : ''}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(hit);
                }}
              >
                <span className="text-truncate">{hit.label}</span>
                <span className="small text-nowrap opacity-75">{hit.kind}</span>
              </li>
            ))}
          </ul>
          <p className="small text-body-secondary mb-0 mt-2" aria-live="polite">
            {searching
              ? adminText('palette.searching')
              : hits.length === 0
                ? adminText('palette.none')
                : adminText('palette.hint')}
          </p>
        </div>
      </div>
    </div>
  );
}
