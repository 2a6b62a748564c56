import { useState } from 'react';
import styled from 'styled-components';
import { centredCircle, LineIcon } from '@gadgets/shared-ui';
import { lazyLayer } from '../../components/lazy-layer';

const ToolbarDrawer = lazyLayer(() => import('./toolbar-drawer').then((module) => module.ToolbarDrawer));
export const preloadToolbarDrawer = ToolbarDrawer.preload;

/** The floating toolbar button; its panel holds night mode and the featured custom-PC tool. */
export function ToolbarPanel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatingButton
        type="button"
        aria-label="Open toolbar"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onFocus={() => void preloadToolbarDrawer()}
        onPointerEnter={() => void preloadToolbarDrawer()}
      >
        <GearIcon />
      </FloatingButton>
      {open && <ToolbarDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

function GearIcon() {
  return (
    <LineIcon size={24} strokeWidth="1.8" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="3.2" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </LineIcon>
  );
}

const FloatingButton = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 40;
  ${centredCircle('56px')}
  border: 0;
  background: ${({ theme }) => theme.accents.blue.strong};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  cursor: pointer;
`;
