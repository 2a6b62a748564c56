import { readFragment, type FragmentOf } from '@gadgets/shared-ui';
import { listPriceText, ModelCard, ModelGrid } from '@gadgets/shared-ui/widgets';
import { laptopModelPath } from '../../laptop-section';
import { LaptopFinder_ItemFragment } from './finder-queries';
import { keyNumbersText } from './laptop-numbers';

/** Laptops as cards with the numbers people choose by (screen, memory, weight...) and the list price. */
export function LaptopCardGrid({
  label,
  items,
}: {
  label: string;
  items: readonly FragmentOf<typeof LaptopFinder_ItemFragment>[];
}) {
  return (
    <ModelGrid label={label}>
      {items.map((entry) => {
        const laptop = readFragment(LaptopFinder_ItemFragment, entry);
        return (
          <li key={`${laptop.companyPath}/${laptop.path}`}>
            <ModelCard
              href={laptopModelPath(laptop.companyPath, laptop.path)}
              name={laptop.name}
              img={laptop.img}
              subtitle={laptop.companyName}
              description={keyNumbersText(laptop)}
              footer={listPriceText(laptop.listPriceCents, laptop.currency)}
            />
          </li>
        );
      })}
    </ModelGrid>
  );
}
