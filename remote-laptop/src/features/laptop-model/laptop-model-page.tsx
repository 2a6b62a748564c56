import { hostnameOf, ModelPageFrame, SourceLine, SpecStandingList } from '@gadgets/shared-ui/widgets';
import { LAPTOP_SECTION } from '../../laptop-section';
import { laptopSpecSections } from '../../laptop-spec-sheet/laptop-spec-sections';
import { LaptopModelPage_FeatureQuery } from './laptop-model-queries';

/** /laptop/:company/:model: the full sheet of one laptop. */
export function LaptopModelPage() {
  return (
    <ModelPageFrame
      query={LaptopModelPage_FeatureQuery}
      modelOf={(data) => data.laptopFeature}
      describe={(name) => `Full specifications of the ${name}: weight, battery, display, processor, memory and ports.`}
      specSections={(laptop) => laptopSpecSections(laptop.features)}
      afterSummary={(laptop) => (
        <SpecStandingList standings={laptop.standing} models="laptops" accent={LAPTOP_SECTION.accent} />
      )}
      sourceNote={(url) => (
        // Where the facts come from: the maker's own page.
        <SourceLine>
          Written from the maker&apos;s data sheet:{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {hostnameOf(url)}
          </a>
          . Prices are US list prices at launch.
        </SourceLine>
      )}
    />
  );
}
