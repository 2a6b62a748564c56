import styled from 'styled-components';
import { LineIcon, outlinedPanel } from '@gadgets/shared-ui';
import { NOT_AVAILABLE } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from '../../mobile-section';
import type { MobileSpecDocument } from './mobile-model-queries';

/** Line icons drawn inline: they follow the accent colour and need no emoji font. */
const ICON_PATHS = {
  display: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z M11 18h2',
  camera:
    'M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z M12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  chip: 'M7 7h10v10H7Z M10 2v3 M14 2v3 M10 19v3 M14 19v3 M2 10h3 M2 14h3 M19 10h3 M19 14h3',
  battery: 'M3 8h15a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z M22 11v2 M6 11v2 M9 11v2',
} as const;

interface QuickSpec {
  label: string;
  icon: keyof typeof ICON_PATHS;
  main: string | null;
  detail: string | null;
}

/** The sub-header banner: the four facts people look for first. */
export function QuickSpecStrip({ banner }: { banner: MobileSpecDocument['subHeaderBanner'] }) {
  const specs: QuickSpec[] = [
    { label: 'Display', icon: 'display', main: banner.screenSize, detail: banner.screenResolution },
    { label: 'Camera', icon: 'camera', main: banner.cameraResolution, detail: banner.cameraVideo },
    { label: 'Performance', icon: 'chip', main: banner.cpu, detail: banner.ram },
    { label: 'Battery', icon: 'battery', main: banner.battery, detail: banner.chargingSpeed },
  ];
  return (
    <Strip aria-label="Key specifications">
      {specs.map((spec) => (
        <li key={spec.label}>
          <Icon aria-hidden="true">
            <LineIcon size={20}>
              <path d={ICON_PATHS[spec.icon]} />
            </LineIcon>
          </Icon>
          <div>
            <Label>{spec.label}</Label>
            <Main>{spec.main || NOT_AVAILABLE}</Main>
            {spec.detail ? <Detail>{spec.detail}</Detail> : null}
          </div>
        </li>
      ))}
    </Strip>
  );
}

const Strip = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 20px 0;
  padding: 0;
  list-style: none;
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: 10px;
    padding: 14px;
    ${outlinedPanel('surface')}
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.accents[MOBILE_SECTION.accent].soft};
  color: ${({ theme }) => theme.accents[MOBILE_SECTION.accent].base};
`;

const Label = styled.p`
  margin: 0;
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Main = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
