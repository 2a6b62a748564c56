import { BrandPage } from '@gadgets/shared-ui/widgets';
import { LAPTOP_SECTION, laptopModelPath } from '../../laptop-section';
import { LaptopBrandPage_ModelsQuery } from './laptop-brand-queries';

/** /laptop/:company: one brand's laptops, 15 a page (`?page=`). */
export function LaptopBrandPage() {
  return (
    <BrandPage
      section="laptop"
      basePath={LAPTOP_SECTION.basePath}
      query={LaptopBrandPage_ModelsQuery}
      pageOf={(data) => data.laptopModels}
      pageSize={LAPTOP_SECTION.pageSize}
      noun={[LAPTOP_SECTION.nouns.one, LAPTOP_SECTION.nouns.many]}
      title="Laptops"
      modelHref={(model) => laptopModelPath(model.companyPath, model.path)}
      accent={LAPTOP_SECTION.accent}
      imagePlaceholder={LAPTOP_SECTION.placeholder}
    />
  );
}
