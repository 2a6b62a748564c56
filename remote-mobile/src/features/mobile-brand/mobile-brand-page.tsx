import { BrandPage } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_BASE_PATH, MOBILE_PAGE_SIZE, mobileModelPath } from '../../mobile-section';
import { MobileBrandPage_ModelsQuery } from './mobile-brand-queries';

const MOBILE_NOUN = ['mobile', 'mobiles'] as const;

/** /mobile/:company: the phones of one brand, a page at a time (`?page=`). */
export function MobileBrandPage() {
  return (
    <BrandPage
      section="mobile"
      basePath={MOBILE_BASE_PATH}
      query={MobileBrandPage_ModelsQuery}
      pageOf={(data) => data.mobileModels}
      pageSize={MOBILE_PAGE_SIZE}
      noun={MOBILE_NOUN}
      title="Mobiles"
      modelHref={(model) => mobileModelPath(model.companyPath, model.path)}
      accent={MOBILE_ACCENT}
    />
  );
}
