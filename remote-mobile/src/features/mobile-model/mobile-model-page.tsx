import { hostnameOf, ModelPageFrame, SourceLine, SpecStandingList } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from '../../mobile-section';
import { mobileSpecSections } from '../../mobile-spec-sheet/mobile-spec-sections';
import { MobileModelPage_FeatureQuery } from './mobile-model-queries';
import { QuickSpecStrip } from './quick-spec-strip';
import { RetailerLinks } from './retailer-links';

/** /mobile/:company/:model: everything about one phone. */
export function MobileModelPage() {
  return (
    <ModelPageFrame
      query={MobileModelPage_FeatureQuery}
      modelOf={(data) => data.mobileFeature}
      describe={(name) => `Full specifications of the ${name}: display, processor, cameras, battery and more.`}
      specSections={(phone) => mobileSpecSections(phone.features)}
      summaryExtras={(phone) => <RetailerLinks retailers={phone.headerBanner.availablein} />}
      afterSummary={(phone) => (
        <>
          <QuickSpecStrip banner={phone.subHeaderBanner} />
          <SpecStandingList standings={phone.standing} models="phones" accent={MOBILE_SECTION.accent} />
        </>
      )}
      sourceNote={(url) => (
        <SourceLine>
          Source:{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {hostnameOf(url)}
          </a>
        </SourceLine>
      )}
    />
  );
}
