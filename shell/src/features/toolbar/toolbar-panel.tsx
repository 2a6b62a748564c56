import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';
import { TrappedLayer } from '../../components/trapped-layer';

/** The floating toolbar: night mode and the featured custom-PC tool (spec section 2, "Toolbar"). */
export function ToolbarPanel() {
  const [open, setOpen] = useState(false);
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const close = () => setOpen(false);
  const dark = theme === 'dark';

  return (
    <>
      <FloatingButton type="button" aria-label="Open toolbar" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <GearIcon />
      </FloatingButton>
      {open && (
        <TrappedLayer onClose={close} closeOnOutsidePress={false}>
          <Layer>
            <Backdrop data-testid="toolbar-backdrop" onClick={close} />
            <Panel role="dialog" aria-modal="true" aria-labelledby="toolbar-title">
              <Head>
                <div>
                  <h2 id="toolbar-title">Toolbar</h2>
                  <p>Customize your experience</p>
                </div>
                <CloseButton type="button" aria-label="Close toolbar" onClick={close}>
                  ×
                </CloseButton>
              </Head>

              <Card>
                <Row>
                  <div>
                    <h3 id="night-mode-label">Night Mode</h3>
                    <p>{dark ? 'Dark theme active' : 'Light theme active'}</p>
                  </div>
                  <Switch
                    type="button"
                    role="switch"
                    aria-checked={dark}
                    aria-labelledby="night-mode-label"
                    onClick={toggleTheme}
                    $on={dark}
                  >
                    <span />
                  </Switch>
                </Row>
              </Card>

              <Card>
                <h3>Featured Tool</h3>
                <FeaturedLink to="/desktop/custom-pc-build" onClick={close}>
                  <strong>Build Your Custom PC</strong>
                  <span>Configure your dream setup</span>
                  <Available>Available Now</Available>
                </FeaturedLink>
              </Card>

              <Card>
                <h3>More Features Soon</h3>
                <p>Price alerts and saved comparisons are on their way.</p>
              </Card>
            </Panel>
          </Layer>
        </TrappedLayer>
      )}
    </>
  );
}

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const FloatingButton = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 40;
  width: 56px;
  height: 56px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.accents.blue.strong};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  cursor: pointer;
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(360px, 100vw);
  overflow-y: auto;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  animation: ${slideIn} 0.25s ease-out;
  h3 { margin: 0 0 4px; font-size: 1rem; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  margin-bottom: 16px;
  h2 { margin: 0; font-size: 1.3rem; }
`;

const CloseButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  font-size: 1.4rem;
  cursor: pointer;
`;

const Card = styled.section`
  margin-bottom: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

const Switch = styled.button<{ $on: boolean }>`
  flex: none;
  position: relative;
  width: 52px;
  height: 30px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $on }) => ($on ? theme.accents.blue.strong : theme.colors.textMuted)};
  cursor: pointer;
  span {
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '25px' : '3px')};
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.2s;
  }
`;

const FeaturedLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-top: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  text-decoration: none;
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Available = styled.em`
  align-self: flex-start;
  margin-top: 6px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.green.soft};
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.success : '#166534')};
  font-size: 0.75rem;
  font-style: normal;
  font-weight: 700;
`;
