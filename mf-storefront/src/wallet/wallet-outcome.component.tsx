import { styled } from '@gb/shell/platform';
import { useEffect, useRef } from 'react';

/** What the api answered a wallet form: done, or refused and why. */
export interface Outcome {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * The answer above a wallet form, announced and focused when it arrives, so a screen reader and a
 * keyboard start from it.
 */
export function WalletOutcome({ outcome }: { outcome: Outcome | null }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) element.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <Box ref={element} role="alert" tabIndex={-1} $tone={outcome.tone}>
      {outcome.text}
    </Box>
  );
}

const Box = styled.div<{ $tone: Outcome['tone'] }>`
  margin-bottom: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.m};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: bold;
`;

/** A wallet form: its fields one under the other, large enough for a thumb. */
export const WalletForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};

  input {
    font-size: ${({ theme }) => theme.fontSizes.l};
  }
`;
