import type { FormEvent, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { roundButton } from '../../components/round-button';

interface PanelHeaderProps {
  title: string;
  subtitle: string;
  titleId: string;
  onClose: () => void;
  accent: AccentName;
  children?: ReactNode;
}

export function PanelHeader({ title, subtitle, titleId, onClose, accent, children }: PanelHeaderProps) {
  return (
    <Header $accent={accent}>
      <div>
        <h2 id={titleId}>{title}</h2>
        <p>{subtitle}</p>
        {children}
      </div>
      <CloseButton type="button" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </Header>
  );
}

export const PanelBody = styled.div`
  padding: 16px 20px 20px;
`;

export const PanelFooter = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const SuccessView = styled.div`
  padding: 32px 24px;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const FormRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

const Header = styled.div<{ $accent: AccentName }>`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  padding: 20px 20px 16px;
  border-bottom: 3px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const CloseButton = styled.button`
  flex: none;
  ${roundButton(32)}
  background: transparent;
  font-size: 1.4rem;
  line-height: 1;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

interface FormPanelProps extends Omit<PanelHeaderProps, 'children'> {
  form: { formRef: RefObject<HTMLFormElement | null>; handleSubmit: (event: FormEvent) => void };
  /** What follows the form: help text, the footer's links. */
  after?: ReactNode;
  children: ReactNode;
}

/** A dropdown panel holding one form: the header with its close button, the form (validated by us), then the rest. */
export function FormPanel({ form, after, children, ...header }: FormPanelProps) {
  return (
    <section aria-labelledby={header.titleId}>
      <PanelHeader {...header} />
      <PanelBody>
        <form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
          {children}
        </form>
        {after}
      </PanelBody>
    </section>
  );
}
