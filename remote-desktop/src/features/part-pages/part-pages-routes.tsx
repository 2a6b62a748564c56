import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@gadgets/shared-ui/widgets';
import { PartComparePage } from './compare/part-compare-page';
import { PartPage } from './part-page/part-page';

/** Everything under /desktop/parts: a page per part and the comparison of parts of one category. */
export default function PartPagesRoutes() {
  return (
    <Routes>
      <Route path=":category/compare" element={<PartComparePage />} />
      <Route path=":category/:part" element={<PartPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
