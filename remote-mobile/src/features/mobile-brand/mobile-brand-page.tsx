import { BrandPage } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION, mobileModelPath } from '../../mobile-section';
import { MobileBrandPage_ModelsQuery } from './mobile-brand-queries';


/** /mobile/:company: the phones of one brand, a page at a time (`?page=`). */
export function MobileBrandPage() {
  return (
    <BrandPage
      section="mobile"
      basePath={MOBILE_SECTION.basePath}
      query={MobileBrandPage_ModelsQuery}
      pageOf={(data) => data.mobileModels}
      pageSize={MOBILE_SECTION.pageSize}
      noun={[MOBILE_SECTION.nouns.one, MOBILE_SECTION.nouns.many]}
      title="Mobiles"
      modelHref={(model) => mobileModelPath(model.companyPath, model.path)}
      accent={MOBILE_SECTION.accent}
    />
  );
}
