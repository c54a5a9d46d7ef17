/** /contract/{contract_seo_name}: a legal text in the visitor's language. */
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { useContractQuery } from '../../../api/getContracts';
import { PageBanner } from '../../../components/PageBanner';
import { QueryState } from '../../../components/QueryState';
import { SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';
import { useDocumentMeta } from '@vitrin/shared-libs/ui/useDocumentMeta';

export function ContractPage() {
  const { seoName = '' } = useParams();
  const { i18n } = useTranslation();
  const query = useContractQuery(seoName);
  useDocumentMeta(query.data?.name, null);
  return (
    <>
      <PageBanner page="contract" title={query.data?.name ?? ''} />
      <QueryState {...query}>
        {(contract) => <SafeHtml html={localized(contract, 'content', i18n.language)} className="container pb-5" />}
      </QueryState>
    </>
  );
}
