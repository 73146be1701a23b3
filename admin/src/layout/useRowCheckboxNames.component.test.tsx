import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowCheckboxNames } from './useRowCheckboxNames';

/** react-admin's row checkbox markup: the name on the wrapper, none on the input. */
const Rows = ({ count }: { count: number }) => {
  useRowCheckboxNames();
  return (
    <table>
      <tbody>
        {Array.from({ length: count }, (_, i) => (
          <tr key={i}>
            <td>
              <span className="select-item" aria-label="Select this row">
                <input type="checkbox" />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

describe('row checkbox names', () => {
  it('names each row checkbox, including rows rendered later, and leaves the wrapper unnamed', async () => {
    const { rerender, container } = render(<Rows count={2} />);
    expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(2);
    rerender(<Rows count={3} />);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(3));
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});
