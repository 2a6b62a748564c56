import { BrandStrip, PageContainer, PageLead, PageTitle, SectionHeading } from '@gadgets/shared-ui';

export function MobileHomePage() {
  return (
    <PageContainer>
      <PageTitle>Mobile phones</PageTitle>
      <PageLead>Specifications of current and classic phones from every major brand.</PageLead>
      <SectionHeading>Brands</SectionHeading>
      <BrandStrip category="MOBILE" basePath="/mobile" accent="green" />
    </PageContainer>
  );
}
