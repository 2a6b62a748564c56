import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@gadgets/shared-ui/widgets';
import { PublicBuildPage } from './build-page/public-build-page';
import { PublicBuildsGalleryPage } from './gallery/public-builds-gallery-page';

/** /desktop/builds: the gallery, and /desktop/builds/<id> one published build (loaded on demand). */
export default function PublicBuildsRoutes() {
  return (
    <Routes>
      <Route index element={<PublicBuildsGalleryPage />} />
      <Route path=":buildId" element={<PublicBuildPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
