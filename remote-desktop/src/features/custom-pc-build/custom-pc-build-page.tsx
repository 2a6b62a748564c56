import { PageContainer, PageLead, PageTitle, SectionHeading } from '@gadgets/shared-ui';
import styled from 'styled-components';
import { BuildOwnerPanel } from './build-owner-panel';

const PART_CATEGORIES = [
  { name: 'Processor', detail: 'Socket decides the motherboard' },
  { name: 'Motherboard', detail: 'Form factor decides the case' },
  { name: 'Memory', detail: 'DDR4 or DDR5, as the board takes' },
  { name: 'Graphics card', detail: 'Length must fit the case' },
  { name: 'Storage', detail: 'M.2 NVMe or SATA' },
  { name: 'Power supply', detail: 'Wattage for the whole build' },
  { name: 'Case', detail: 'Room for board, card and cooler' },
  { name: 'CPU cooler', detail: 'Height must fit the case' },
];

export function CustomPcBuildPage() {
  return (
    <PageContainer>
      <PageTitle>Build Your Custom PC</PageTitle>
      <PageLead>Configure your dream setup, part by part, and keep your builds in your account.</PageLead>
      <BuildOwnerPanel />
      <SectionHeading>What goes into a build</SectionHeading>
      <PartGrid>
        {PART_CATEGORIES.map((category) => (
          <li key={category.name}>
            <strong>{category.name}</strong>
            <span>{category.detail}</span>
          </li>
        ))}
      </PartGrid>
    </PageContainer>
  );
}

const PartGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
