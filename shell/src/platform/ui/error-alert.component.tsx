import styled from 'styled-components';

/** A failure said in place (a refused login, a save the api turned down); nothing when none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return message ? <ErrorText role="alert">{message}</ErrorText> : null;
}

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
