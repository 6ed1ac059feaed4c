import { Checkbox } from 'react-aria-components';
import styled from 'styled-components';

export interface CheckboxFieldProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  name?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  description?: string;
}

/** A checkbox with its label; the label toggles it too. */
export function CheckboxField({ label, value, description, ...field }: CheckboxFieldProps) {
  return (
    <Box {...field} isSelected={value}>
      <Square aria-hidden="true">
        <svg viewBox="0 0 18 18">
          <polyline points="2 9 7 14 16 4" />
        </svg>
      </Square>
      <span>
        {label}
        {description && <Hint>{description}</Hint>}
      </span>
    </Box>
  );
}

const Square = styled.span`
  flex: none;
  display: inline-flex;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.s};

  svg {
    width: 100%;
    fill: none;
    stroke: ${({ theme }) => theme.colors.onPrimary};
    stroke-width: 3;
    stroke-dasharray: 22;
    stroke-dashoffset: 22;
  }
`;

const Box = styled(Checkbox)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.s};
  min-height: 2.5rem;
  padding-top: ${({ theme }) => theme.spacing.s};
  cursor: pointer;

  &[data-selected] ${Square} {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};

    svg {
      stroke-dashoffset: 0;
    }
  }

  &[data-focus-visible] ${Square} {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  &[data-readonly] {
    cursor: default;
  }
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;
