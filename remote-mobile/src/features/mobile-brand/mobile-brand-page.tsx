import { BrandPage } from '@gadgets/shared-ui/widgets';
import { MobileBrandPage_ModelsQuery } from './mobile-brand-queries';

/** /mobile/:company: the phones of one brand, a page at a time (`?page=`). */
export function MobileBrandPage() {
  return <BrandPage query={MobileBrandPage_ModelsQuery} pageOf={(data) => data.mobileModels} title="Mobiles" />;
}
