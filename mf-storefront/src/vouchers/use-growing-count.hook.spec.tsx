import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';

import { useGrowingCount } from './use-growing-count.hook';

function Numbers({ total }: { total: number }) {
  const count = useGrowingCount(total, 10);
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{index + 1}</li>
      ))}
    </ul>
  );
}

describe('a long list drawn in steps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws the first step at once and one step more in each following task, up to all', () => {
    render(<Numbers total={25} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    act(() => jest.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    act(() => jest.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('draws a short list whole at once and schedules nothing', () => {
    render(<Numbers total={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(jest.getTimerCount()).toBe(0);
  });
});
