import { Role } from '@gb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { loadWording, mockApi, renderAs } from '../testing/booklets-test-kit';

const TEXT = 'Start Verkauf: 1. November\n\nDruckabgabe: 15. September';

describe('the appointments page', () => {
  beforeAll(loadWording);

  it('shows the first appointment with each line as a paragraph, read-only for designers', async () => {
    mockApi({
      'GET /api/v1/appointment': {
        body: [
          { id: 1, text: TEXT },
          { id: 2, text: 'not shown' },
        ],
      },
    });
    renderAs(Role.GraphicDesigner, '/dashboard/appointments');
    const card = await screen.findByTestId('appointment-text');
    await waitFor(() => expect(card.querySelectorAll('p')).toHaveLength(2));
    expect(within(card).getByText('Start Verkauf: 1. November').tagName).toBe('P');
    expect(within(card).getByText('Druckabgabe: 15. September').tagName).toBe('P');
    expect(screen.queryByText('not shown')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
  });

  it('lets a franchisee change the text', async () => {
    const sent = mockApi({
      'GET /api/v1/appointment': { body: [{ id: 1, text: TEXT }] },
      'PUT /api/v1/appointment/1': { body: { id: 1, text: 'Neu: 2. November' } },
    });
    renderAs(Role.Franchisee, '/dashboard/appointments');
    const form = await screen.findByRole('form', { name: 'Bearbeiten' });
    fireEvent.click(within(form).getByRole('button', { name: 'Bearbeiten' }));
    const field = within(form).getByRole('textbox', { name: 'Termine' });
    fireEvent.change(field, { target: { value: 'Neu: 2. November' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/v1/appointment/1',
        body: { text: 'Neu: 2. November' },
      }),
    );
    expect(await screen.findByText('Termine gespeichert')).toBeTruthy();
  });
});
