/** The centred card every /giris-yap screen stands in: the brand's logo and the screen's title. */
import type { FormEvent, ReactNode } from 'react';
import { companyNameFor, logoFor } from '@vitrin/shared-libs/config/brand';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';

export function AuthCard({
  titleId,
  title,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { brand } = getRuntimeConfig();
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center bg-body-tertiary p-3">
      <form
        className="card shadow-sm p-4 w-100"
        style={{ maxWidth: 420 }}
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
      >
        <img src={logoFor(brand, 'tr')} alt={companyNameFor(brand, 'tr')} className="d-block mx-auto mb-3" height={48} />
        <h1 id={titleId} className="h3 mb-4 text-center">
          {title}
        </h1>
        {children}
      </form>
    </main>
  );
}
