import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEnrichmentSource } from '../places/placesApi';
import type * as placesApi from '../places/placesApi';
import { renderAdmin } from '../test/render';
import { ImportCard } from './ImportCard';
import { previewImport } from './importApi';
import type * as importApi from './importApi';
import type { ImportPreview } from './types';

// The server's answers are replaced; the form's own checks run as they are.
vi.mock('./importApi', async (original) => ({
  ...(await original<typeof importApi>()),
  previewImport: vi.fn(),
}));
vi.mock('../places/placesApi', async (original) => ({
  ...(await original<typeof placesApi>()),
  fetchEnrichmentSource: vi.fn(),
}));

// What the server reads from a CSV of three clinics, one without a state.
const clinics: ImportPreview = {
  format: 'csv',
  columns: ['name', 'category', 'city', 'state', 'lat', 'lng'],
  rows: [],
  total_rows: 3,
  valid_rows: 2,
  missing_columns: [],
  unknown_columns: [],
  errors: [{ line: 4, reason: 'State is required' }],
};

const csv = (name: string, bytes = 120) => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });

beforeEach(() => {
  vi.mocked(previewImport).mockReset().mockResolvedValue(clinics);
  vi.mocked(fetchEnrichmentSource)
    .mockReset()
    .mockResolvedValue({ google_configured: false, radius_m: 50 } as never);
});

/** `anyFile`: pick a file the picker's accept list leaves out, as a person can with "All files". */
function open(anyFile = false) {
  renderAdmin(<ImportCard />);
  return userEvent.setup({ delay: null, applyAccept: !anyFile });
}

describe('the places import form', () => {
  it('starts with no file, the spec’s default options and Import disabled', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Import places' })).toBeVisible();
    expect(screen.getByText('No file chosen · CSV, JSON or Excel, up to 10.0 MB')).toBeVisible();
    expect(
      await screen.findByRole('switch', {
        name: 'Fill missing details from the OpenStreetMap data (same name within 50 m)',
      }),
    ).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Skip duplicates' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Batch size' })).toHaveValue(100);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file of another type at once, without asking the server', async () => {
    const user = open(true);
    await user.upload(
      screen.getByLabelText('Places file (CSV, JSON or Excel)'),
      new File(['%PDF'], 'clinics.pdf'),
    );
    expect(
      await screen.findByText('Invalid file type. Only CSV, JSON, and Excel files are allowed.'),
    ).toBeVisible();
    expect(previewImport).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('shows what the server read from a CSV and then enables Import', async () => {
    const user = open();
    await user.upload(screen.getByLabelText('Places file (CSV, JSON or Excel)'), csv('klinik-johor.csv'));
    expect(screen.getByText('klinik-johor.csv · 120 B')).toBeVisible();
    expect(await screen.findByText(/3 rows, 2 valid/)).toBeVisible();
    expect(screen.getByText(/State is required/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('keeps Import disabled while the batch size is not a whole number from 1 to 1000', async () => {
    const user = open();
    await user.upload(screen.getByLabelText('Places file (CSV, JSON or Excel)'), csv('klinik-johor.csv'));
    await screen.findByText(/3 rows, 2 valid/);
    const size = screen.getByRole('spinbutton', { name: 'Batch size' });
    await user.clear(size);
    await user.type(size, '1001');
    expect(screen.getByText('A whole number from 1 to 1000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.clear(size);
    await user.type(size, '250');
    expect(screen.queryByText('A whole number from 1 to 1000')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });
});
