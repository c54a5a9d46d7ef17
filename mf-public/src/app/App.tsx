/** mf_public's root: the layout frame around the public routes. Mounted by the shell under its one router. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '@vitrin/shared-libs/federation/RemoteModule';
import { useStaticTexts } from '../features/language/hooks/useStaticTexts';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { HomePage } from '../features/home/components/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

export default function App() {
  const ready = useStaticTexts();
  return (
    <PublicLayout ready={ready}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="categories/:seoName" element={<RemoteModule id="mf_catalogue/public" exportName="CategoriesPage" />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </PublicLayout>
  );
}
