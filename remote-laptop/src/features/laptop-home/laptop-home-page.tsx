import { PageContainer, PageLead, PageTitle, SectionHeading } from '@gadgets/shared-ui';
import { BrandStrip } from '@gadgets/shared-ui/widgets';

export function LaptopHomePage() {
  return (
    <PageContainer>
      <PageTitle>Laptops</PageTitle>
      <PageLead>Ultrabooks, workstations and gaming laptops, spec by spec.</PageLead>
      <SectionHeading>Brands</SectionHeading>
      <BrandStrip category="LAPTOP" basePath="/laptop" accent="blue" />
    </PageContainer>
  );
}
