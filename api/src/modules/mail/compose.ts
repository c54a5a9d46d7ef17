import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Translate } from '@vitrin/shared-libs/validation/contact';
import { SUPER_ADMIN } from '@vitrin/shared-libs/auth/areaRoles';
import { adminHref, screenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { INBOX_TABLE } from '@vitrin/shared-libs/registry/inboxes';
import { htmlToLines } from '@vitrin/shared-libs/utils/richText';
import type { Db } from '../../db/connection';
import type { LanguageRow } from '../../db/tables/languages';
import { pageLangTranslate, parsePageLang } from '../../lib/page-lang';
import { contactInformationGroups } from '../contact-information/repo';
import { defaultLanguageOf, languageContext } from '../languages/service';
import { listLanguages } from '../../lib/languages';
import { siteBrand } from '../site-settings/service';
import { pageLangTr } from '../../db/seed/page-lang-tr';
import type { MailKind } from '@vitrin/shared-libs/types/mail';
import type { OutgoingMail } from './outbox';
import { type MailBlock, renderMail } from './templates';

/** Where each kind's record opens in the admin (the admin route registry): an order's page, else its list opened on it. */
export function adminRecordPath(kind: MailKind, id: number): string {
  switch (kind) {
    case 'order':
      return screenHref('order-show', id);
    case 'offer':
      return adminHref(INBOX_TABLE.offer.adminRoute, { id });
    case 'contact':
      return adminHref(INBOX_TABLE.contact.adminRoute, { id });
    case 'human_resources':
      return adminHref(INBOX_TABLE['human-resources'].adminRoute, { id });
    case 'support':
      return adminHref('support', { id });
  }
}

/**
 * The origin of every address written into a mail for someone else to follow (docs/security.md, "Addresses in
 * mail"): PUBLIC_URL, else the address the site listens on — never a request's Host or X-Forwarded-Host, which
 * whoever sends the request chooses. A wildcard listening host (0.0.0.0, ::) is written as localhost.
 */
export function mailOrigin(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  const host = app.config.host;
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Who receives a kind's staff mail: the addresses chosen on the mail settings screen, else the first Süper Yönetici. */
export async function recipientsFor(db: Db, kind: MailKind): Promise<string[]> {
  const chosen = await db.selectFrom('mail_recipients').select('email').where('kind', '=', kind).orderBy('id').execute();
  if (chosen.length > 0) return chosen.map((row) => row.email);
  const first = await firstSuperAdmin(db);
  return first ? [first] : [];
}

export async function firstSuperAdmin(db: Db): Promise<string | undefined> {
  return (await superAdminEmails(db))[0];
}

/** Every active Süper Yönetici's address, the first made first (a canary's automatic stop mails them all). */
export async function superAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role_group', '=', SUPER_ADMIN)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email);
}

/** Everything a submission's mails are written from, read before the transaction that stores it. */
export interface MailContext {
  /** Turkish, for staff: the stored Turkish pack, else the shipped one. */
  staff: Translate;
  /** The visitor's language, its blanks filled from the default language. */
  visitor: Translate;
  visitorLang: LanguageRow;
  company: string;
  color: string;
  /** The company's addresses, phones and e-mails in the visitor's language. */
  contactLines: string[];
  /** Where links in mails point: PUBLIC_URL, else the address the site listens on (see mailOrigin). */
  origin: string;
}

function staffTranslate(all: readonly LanguageRow[]): Translate {
  const tr = all.find((l) => l.abbr === 'tr');
  return pageLangTranslate(tr ? parsePageLang(tr.page_lang) : pageLangTr, pageLangTr);
}

export async function mailContext(app: FastifyInstance, request: FastifyRequest): Promise<MailContext> {
  const { current, all } = await languageContext(app.db, request);
  const fallback = defaultLanguageOf(all);
  const brand = await siteBrand(app.db, app.config.brand);
  const groups = await contactInformationGroups(app.db, current.abbr);
  // An address is stored as rich text: a mail shows its lines, joined (docs/api.md, "Mail").
  const lines = (['adres', 'telefon', 'email'] as const).flatMap((section) =>
    (groups[section] ?? []).map((item) => {
      const content = section === 'adres' ? htmlToLines(item.content).join(', ') : item.content;
      return item.name ? `${item.name}: ${content}` : content;
    }),
  );
  return {
    staff: staffTranslate(all),
    visitor: pageLangTranslate(parsePageLang(current.page_lang), fallback ? parsePageLang(fallback.page_lang) : undefined),
    visitorLang: current,
    company: current.abbr === 'tr' ? brand.companyName : brand.companyNameEn,
    color: brand.mainColor,
    contactLines: lines,
    origin: mailOrigin(app),
  };
}

/** The staff side of a password reset or support request: Turkish texts, no visitor. */
export async function staffContext(app: FastifyInstance): Promise<Pick<MailContext, 'staff' | 'color' | 'origin' | 'company'>> {
  const all = await listLanguages(app.db);
  const brand = await siteBrand(app.db, app.config.brand);
  return {
    staff: staffTranslate(all),
    color: brand.mainColor,
    origin: mailOrigin(app),
    company: brand.companyName,
  };
}

/** A submission as the mails show it: labelled values, and what was asked for (products and quantities). */
export interface Submission {
  kind: MailKind;
  id: number;
  reference?: string | null;
  name: string;
  email: string;
  /** [staff label key (mail.staff_*), value] */
  fields: readonly (readonly [string, string | number | null | undefined])[];
  lines?: readonly { code: string; name: string; quantity: number }[];
  /** Subject placeholders. */
  subject: Record<string, string | number>;
}

/** Who wrote: the first rows of every visitor submission's staff mail. */
export function senderFields(sender: { company?: string; name: string; email: string; phone: string }): Submission['fields'] {
  return [
    ['staff_company', sender.company],
    ['staff_name', sender.name],
    ['staff_email', sender.email],
    ['staff_phone', sender.phone],
  ];
}

/** The mail staff receive: Turkish, every value, a link to the record in the admin. */
export function staffMail(
  ctx: Pick<MailContext, 'staff' | 'color' | 'origin'>,
  submission: Submission,
  to: readonly string[],
  visitorLang?: string,
): OutgoingMail {
  const t = ctx.staff;
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t('mail.staff_intro') },
    {
      type: 'fields',
      rows: [
        [t('mail.staff_record'), submission.reference ? `#${submission.id} (${submission.reference})` : `#${submission.id}`],
        ...submission.fields.map(([key, value]) => [t(`mail.${key}`), value] as const),
        ...(visitorLang ? [[t('mail.staff_language'), visitorLang] as const] : []),
      ],
    },
  ];
  if (submission.lines?.length) {
    blocks.push({
      type: 'table',
      head: [t('mail.staff_code'), t('mail.staff_product'), t('mail.staff_quantity')],
      rows: submission.lines.map((line) => [line.code, line.name, line.quantity]),
    });
  }
  blocks.push({
    type: 'link',
    label: t('mail.staff_open'),
    url: `${ctx.origin}${adminRecordPath(submission.kind, submission.id)}`,
  });
  const rendered = renderMail(t(`mail.staff_subject_${submission.kind}`, submission.subject), blocks, {
    lang: 'tr',
    color: ctx.color,
  });
  // "Reply" answers the visitor who wrote, not the site's own address.
  return { ...rendered, kind: submission.kind, audience: 'staff', to, replyTo: submission.email, recordId: submission.id };
}

/**
 * The visitor's confirmation, in their language: for an order or an offer what they asked for, the reference
 * and the company's contact details; for a contact message or an application a short acknowledgement.
 */
export function visitorMail(ctx: MailContext, submission: Submission): OutgoingMail {
  const t = ctx.visitor;
  const kind = submission.kind;
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t('mail.greeting', { name: submission.name }) },
    { type: 'paragraph', text: t(`mail.${kind}_intro`, submission.subject) },
  ];
  if (submission.reference) blocks.push({ type: 'fields', rows: [[t('mail.reference'), submission.reference]] });
  if (submission.lines?.length) {
    blocks.push({ type: 'heading', text: t('mail.your_request') });
    blocks.push({
      type: 'table',
      head: [t('mail.code'), t('mail.product'), t('mail.quantity')],
      rows: submission.lines.map((line) => [line.code, line.name, line.quantity]),
    });
  }
  if (kind === 'order' || kind === 'offer') {
    if (ctx.contactLines.length > 0) {
      blocks.push({ type: 'heading', text: t('mail.contact_details') });
      blocks.push({ type: 'paragraph', text: ctx.contactLines.join('\n') });
    }
  }
  blocks.push({ type: 'paragraph', text: `${t('mail.closing')}\n${ctx.company}` });
  blocks.push({ type: 'small', text: t('mail.footer', { company: ctx.company }) });
  const rendered = renderMail(t(`mail.${kind}_subject`, submission.subject), blocks, {
    lang: ctx.visitorLang.abbr,
    color: ctx.color,
  });
  return { ...rendered, kind, audience: 'visitor', to: [submission.email], recordId: submission.id };
}

/** Both mails of a visitor's submission (recipients read before the transaction: recipientsFor). */
export function submissionMails(ctx: MailContext, staffTo: readonly string[], submission: Submission): OutgoingMail[] {
  return [staffMail(ctx, submission, staffTo, ctx.visitorLang.abbr), visitorMail(ctx, submission)];
}
