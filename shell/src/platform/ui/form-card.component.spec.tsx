import { fireEvent, render, screen } from '@testing-library/react';

import { PlatformProvider } from '../components/platform-provider.component';
import { makeStore } from '../store/make-store';
import { FormCard } from './form-card.component';

function renderCard(onSave: () => Promise<boolean>) {
  render(
    <PlatformProvider store={makeStore()}>
      <FormCard title="Porto" onSave={onSave}>
        {(editing) => <input aria-label="Porto" readOnly={!editing} defaultValue="9" />}
      </FormCard>
    </PlatformProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
}

describe(FormCard.name, () => {
  it("shows the api's message when a save is refused and stays in edit mode", async () => {
    renderCard(() =>
      Promise.reject({
        status: 403,
        data: { statusCode: 403, message: 'Dazu sind Sie nicht berechtigt' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Dazu sind Sie nicht berechtigt');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('says an error happened when the refusal carries no message, and leaves it on cancel', async () => {
    renderCard(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe('Es ist ein Fehler aufgetreten');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves edit mode when saved', async () => {
    renderCard(() => Promise.resolve(true));
    expect(await screen.findByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
