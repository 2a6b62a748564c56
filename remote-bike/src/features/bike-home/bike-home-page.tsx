import { PageContainer, SectionHeading } from '@gadgets/shared-ui';
import { BrandStrip } from '@gadgets/shared-ui/widgets';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function BikeHomePage() {
  return (
    <PageContainer>
      <Hero>
        <Badge>EXCLUSIVE COLLECTION</Badge>
        <h1>Find the perfect bike for your freedom to ride</h1>
        <HeroActions>
          <PrimaryAction to="/bike">Explore All Bikes</PrimaryAction>
          <SecondaryAction type="button">View Catalog</SecondaryAction>
        </HeroActions>
      </Hero>
      <BrandStrip category="BIKE" basePath="/bike" accent="orange" emptyText="No bike companies available" />
      <SectionHeading>Bike Home Page</SectionHeading>
    </PageContainer>
  );
}

const Hero = styled.section`
  padding: 40px 32px;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, ${({ theme }) => theme.accents.orange.soft}, transparent);
  border: 1px solid ${({ theme }) => theme.colors.border};
  h1 { margin: 12px 0 20px; font-size: clamp(1.6rem, 3.5vw, 2.4rem); max-width: 20ch; }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.orange.base};
  color: ${({ theme }) => theme.accents.orange.contrastText};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const PrimaryAction = styled(Link)`
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.orange.base};
  color: ${({ theme }) => theme.accents.orange.contrastText};
  font-weight: 600;
  text-decoration: none;
`;

const SecondaryAction = styled.button`
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
`;
