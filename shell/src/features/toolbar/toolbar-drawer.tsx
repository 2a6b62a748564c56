import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { outlinedPanel, useAppStore, windowLayer } from '@gadgets/shared-ui';
import { TrappedLayer } from '../../components/trapped-layer';
import { roundButton } from '../../components/round-button';

/** The right-hand panel: night mode, the featured custom-PC tool and what is coming. */
export function ToolbarDrawer({ onClose }: { onClose: () => void }) {
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const dark = theme === 'dark';

  return (
    <TrappedLayer onClose={onClose} closeOnOutsidePress={false}>
      <Layer>
        <Backdrop data-testid="toolbar-backdrop" onClick={onClose} />
        <Panel role="dialog" aria-modal="true" aria-labelledby="toolbar-title">
          <Head>
            <div>
              <h2 id="toolbar-title">Toolbar</h2>
              <p>Customize your experience</p>
            </div>
            <CloseButton type="button" aria-label="Close toolbar" onClick={onClose}>
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
            <FeaturedLink to="/desktop/custom-pc-build" onClick={onClose}>
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
  );
}

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Layer = styled.div`
  ${windowLayer(90)}
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
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const CloseButton = styled.button`
  ${roundButton(36)}
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.4rem;
`;

const Card = styled.section`
  margin-bottom: 12px;
  padding: 16px;
  ${outlinedPanel('surfaceRaised')}
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
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Available = styled.em`
  align-self: flex-start;
  margin-top: 6px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.green.soft};
  color: ${({ theme }) => theme.colors.successText};
  font-size: 0.75rem;
  font-style: normal;
  font-weight: 700;
`;
