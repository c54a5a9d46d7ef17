/**
 * pages/home: the hero slider and the contact_form_social_icons items (upload with per-language texts and links,
 * order, delete; the uploads feature) around the featured categories (the home feature).
 */
import { contentText } from '../i18n/contentTexts';
import { FeaturedCategories } from '../features/home/components/FeaturedCategories';
import { UploadSection } from '../features/uploads/components/UploadListPage';

export function HomeEditorPage() {
  return (
    <div>
      <h1 className="h3 mb-4">{contentText('home.heading')}</h1>
      <UploadSection resource="home/slides" level={2} />
      <FeaturedCategories />
      <UploadSection resource="home/icons" level={2} />
    </div>
  );
}
