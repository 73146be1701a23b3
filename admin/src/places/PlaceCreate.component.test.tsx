import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { PlaceCreate } from './PlaceCreate';

function openForm() {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 'admin:6f1c' },
  }));
  renderAdmin(<PlaceCreate />, { dataProvider: { create } as never, path: '/places/create' });
  return { create, user: userEvent.setup({ delay: null }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('creating a place', () => {
  it('shows the API’s defaults for category and status, and its sections', async () => {
    openForm();
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveTextContent('Other');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    for (const section of ['Place', 'Address', 'Location', 'Details'])
      expect(screen.getByRole('group', { name: section })).toBeVisible();
  });

  it('says which required fields are missing and sends nothing', async () => {
    const { create, user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Klinik Kesihatan Cyberjaya');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeVisible();
    expect(screen.getByText('State is required')).toBeVisible();
    expect(screen.getByText('Latitude is required')).toBeVisible();
    expect(screen.getByText('Longitude is required')).toBeVisible();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a postcode that is not five digits, a point outside Malaysia and a non-web address', async () => {
    const { create, user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'Postcode' }), '6300');
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '51.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '101.65');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'ftp://klinik.example.my');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Postcode must be 5 digits')).toBeVisible();
    expect(screen.getByText('Location must be in Malaysia')).toBeVisible();
    expect(screen.getByText('Website must be an http or https address')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps a rating above 5 from being sent (the browser stops the form at the field)', async () => {
    const { create, user } = openForm();
    const rating = await screen.findByRole('spinbutton', { name: 'Rating' });
    expect(rating).toHaveAttribute('max', '5');
    await user.type(rating, '6');
    expect(rating).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a valid place to the API', async () => {
    const { create, user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Klinik Kesihatan Cyberjaya');
    await choose(user, 'Category', 'Clinic');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Cyberjaya');
    await choose(user, 'State', 'Selangor');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '63000');
    await user.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '2.9213');
    await user.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '101.6559');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('places');
    expect(create.mock.calls[0]![1].data).toMatchObject({
      name: 'Klinik Kesihatan Cyberjaya',
      category: 'clinic',
      status: 'active',
      city: 'Cyberjaya',
      state: 'Selangor',
      postcode: '63000',
      location: { lat: 2.9213, lng: 101.6559 },
    });
  });
});
