import { BrandPage } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT, LAPTOP_BASE_PATH, LAPTOP_NOUN, LAPTOP_PAGE_SIZE, LAPTOP_PLACEHOLDER, laptopModelPath } from '../../laptop-section';
import { LaptopBrandPage_ModelsQuery } from './laptop-brand-queries';

/** /laptop/:company: one brand's laptops, 15 a page (`?page=`). */
export function LaptopBrandPage() {
  return (
    <BrandPage
      section="laptop"
      basePath={LAPTOP_BASE_PATH}
      query={LaptopBrandPage_ModelsQuery}
      pageOf={(data) => data.laptopModels}
      pageSize={LAPTOP_PAGE_SIZE}
      noun={LAPTOP_NOUN}
      title="Laptops"
      modelHref={(model) => laptopModelPath(model.companyPath, model.path)}
      accent={LAPTOP_ACCENT}
      imagePlaceholder={LAPTOP_PLACEHOLDER}
    />
  );
}
