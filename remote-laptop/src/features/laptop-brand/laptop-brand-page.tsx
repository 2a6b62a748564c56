import { BrandPage } from '@gadgets/shared-ui/widgets';
import { LaptopBrandPage_ModelsQuery } from './laptop-brand-queries';

/** /laptop/:company: one brand's laptops, 15 a page (`?page=`). */
export function LaptopBrandPage() {
  return <BrandPage query={LaptopBrandPage_ModelsQuery} pageOf={(data) => data.laptopModels} title="Laptops" />;
}
