import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';

import { ErrorPanel } from './error-panel.component';
import { PlatformProvider } from './platform-provider.component';

describe(ErrorPanel.name, () => {
  it('tells the visitor the area could not be loaded and retries on request', () => {
    const onRetry = jest.fn();
    render(
      <PlatformProvider>
        <ErrorPanel onRetry={onRetry} />
      </PlatformProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Dieser Bereich konnte nicht geladen werden.',
    );
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
