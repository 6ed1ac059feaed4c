import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { makeStore, PlatformProvider } from '../../index';
import { MultiSelectField } from './multi-select-field.component';
import { SelectField } from './select-field.component';

const OPTIONS = [{ value: 1, label: 'Aarau-Baden 2027' }];

function inGerman(field: ReactNode) {
  render(<PlatformProvider store={makeStore()}>{field}</PlatformProvider>);
}

// jsdom's browser speaks English (navigator.language 'en-US'); the interface is German.
describe("the kit's searchable fields in the interface's language", () => {
  it.each([
    [
      'a select',
      <SelectField label="Booklet" options={OPTIONS} value={null} onChange={() => undefined} />,
    ],
    [
      'a multi-select',
      <MultiSelectField label="Booklets" options={OPTIONS} value={[]} onChange={() => undefined} />,
    ],
  ])("names %s's button in German in an English browser", (_name, field) => {
    expect(navigator.language).toBe('en-US');
    inGerman(field);
    expect(screen.getByRole('button', { name: /Empfehlungen anzeigen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show suggestions/ })).toBeNull();
  });
});
