import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { appStore } from '@gadgets/shared-ui';
import { bikeCompanies, bikeFeature } from '../../../testing/bike-fixtures';
import { renderBikeRoute } from '../../../testing/render-bike-route';

const ADMIN = { name: 'Chief Admin', email: 'chief@example.com', admin: true };
const RIDER = { name: 'Rider', email: 'rider@example.com', admin: false };
const allBikes = {
  data: {
    getAllBikeFeatures: [
      bikeFeature(),
      bikeFeature({ companyName: 'Honda', companyPath: 'honda', model: 'CB500F', path: 'cb500f', published: false }),
    ],
  },
};
const written = (model: string, published: boolean) => ({ companyPath: 'honda', model, path: 'cb500f', published });

afterEach(() => appStore.getState().setAuthLoading());

describe('/bike/admin', () => {
  it("refuses a signed-out visitor with 'Admins only' and a sign-in prompt, never loading the list", async () => {
    appStore.getState().setUnauthenticated();
    const { client } = renderBikeRoute('/bike/admin', {
      BrandStrip_Companies: bikeCompanies,
      BikeAdminPage_All: allBikes,
    });
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(client.requestNames()).not.toContain('BikeAdminPage_All');
    appStore.getState().closeAccountMenu();
  });

  it('refuses a signed-in visitor who is not an admin', () => {
    appStore.getState().setAuthenticated(RIDER);
    const { client } = renderBikeRoute('/bike/admin', { BikeAdminPage_All: allBikes });
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(screen.getByText('Your account is not an admin, so it cannot manage bikes.')).toBeInTheDocument();
    expect(client.requestNames()).not.toContain('BikeAdminPage_All');
  });

  it('shows nothing of the console while it checks who is asking', () => {
    const { client } = renderBikeRoute('/bike/admin', { BikeAdminPage_All: allBikes });
    expect(screen.getByRole('status', { name: 'Checking your account' })).toBeInTheDocument();
    expect(client.requestNames()).not.toContain('BikeAdminPage_All');
  });

  it('asks the API who is signing in when the page runs without the shell', async () => {
    const { client } = renderBikeRoute('/bike/admin', {
      BikeAdminPage_Viewer: { data: { getUserDetails: { name: 'Chief Admin', admin: true } } },
      BikeAdminPage_All: allBikes,
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(client.requestNames()).toContain('BikeAdminPage_Viewer');
  });

  it('lists every bike, drafts included, with search and a Published/Draft filter', async () => {
    appStore.getState().setAuthenticated(ADMIN);
    renderBikeRoute('/bike/admin', { BrandStrip_Companies: bikeCompanies, BikeAdminPage_All: allBikes });
    const list = screen.getByRole('region', { name: 'All bikes' });
    expect(within(list).getByText('2 of 2 bikes')).toBeInTheDocument();
    await userEvent.selectOptions(within(list).getByRole('combobox', { name: 'Status' }), 'draft');
    expect(within(list).getByRole('link', { name: 'Honda CB500F' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Royal Enfield Himalayan 450' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(list).getByRole('combobox', { name: 'Status' }), 'all');
    await userEvent.type(within(list).getByRole('searchbox', { name: 'Filter bikes' }), 'cb500');
    expect(within(list).getByText('1 of 2 bikes')).toBeInTheDocument();
  });

  it('toggles publish and deletes only after confirmation, reloading the list each time', async () => {
    appStore.getState().setAuthenticated(ADMIN);
    const { client } = renderBikeRoute('/bike/admin', {
      BikeAdminPage_All: allBikes,
      BikeAdminPage_TogglePublished: { data: { toggleBikeFeaturePublished: written('CB500F', true) } },
      BikeAdminPage_Delete: { data: { deleteBikeFeature: true } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Publish Honda CB500F' }));
    expect(client.requests.find((request) => request.name === 'BikeAdminPage_TogglePublished')?.variables).toEqual({
      company: 'honda',
      path: 'cb500f',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Honda CB500F' }));
    expect(client.requestNames()).not.toContain('BikeAdminPage_Delete');
    const confirm = screen.getByRole('group', { name: 'Delete Honda CB500F?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(client.requestNames()).toContain('BikeAdminPage_Delete');
    expect(client.requestNames().filter((name) => name === 'BikeAdminPage_All').length).toBeGreaterThanOrEqual(3);
  });

  it('creates a bike from the grouped form, showing the server errors beside their fields', async () => {
    appStore.getState().setAuthenticated(ADMIN);
    let attempt = 0;
    const { client } = renderBikeRoute('/bike/admin', {
      BrandStrip_Companies: bikeCompanies,
      BikeAdminPage_All: allBikes,
      BikeAdminPage_Create: () =>
        ++attempt === 1
          ? {
              error: new CombinedError({
                graphQLErrors: [
                  new GraphQLError('Displacement must be between 50 and 2,500 cc', {
                    extensions: {
                      code: 'BAD_USER_INPUT',
                      field: 'displacementCc',
                      fields: [{ field: 'displacementCc', message: 'Displacement must be between 50 and 2,500 cc' }],
                    },
                  }),
                ],
              }),
            }
          : { data: { createBikeFeature: written('CB750 Hornet', false) } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New bike' }));
    const form = screen.getByRole('form', { name: 'New bike' });
    for (const title of [
      'Basic Information',
      'Engine Specifications',
      'Performance',
      'Transmission',
      'Dimensions & Weight',
      'Chassis & Suspension',
      'Brakes & Wheels',
      'Electrical & Features',
    ]) {
      expect(within(form).getByText(title, { selector: 'legend' })).toBeInTheDocument();
    }
    await userEvent.selectOptions(within(form).getByLabelText('Brand'), 'honda');
    // Pasted, not typed key by key: the form is long and each key re-renders it.
    const fill = async (label: string, text: string) => {
      await userEvent.click(within(form).getByLabelText(label));
      await userEvent.paste(text);
    };
    await fill('Model', 'CB750 Hornet');
    await fill('Path (URL slug)', 'cb750-hornet');
    await fill('Displacement (cc)', '7550');
    await fill('Image URLs (one per line)', '/media/bikes/honda-cb650r.svg');
    expect(within(form).getByRole('img', { name: 'Preview of /media/bikes/honda-cb650r.svg' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create bike' }));

    const displacement = within(form).getByLabelText('Displacement (cc)');
    expect(displacement).toHaveAttribute('aria-invalid', 'true');
    expect(displacement).toHaveAccessibleDescription('Displacement must be between 50 and 2,500 cc');
    const sent = client.requests.find((request) => request.name === 'BikeAdminPage_Create')?.variables as {
      input: Record<string, unknown>;
    };
    expect(sent.input).toMatchObject({
      company: 'honda',
      model: 'CB750 Hornet',
      path: 'cb750-hornet',
      displacementCc: 7550,
      engineType: null,
      highlights: [],
      imgs: ['/media/bikes/honda-cb650r.svg'],
    });

    await userEvent.clear(displacement);
    await fill('Displacement (cc)', '755');
    await userEvent.click(within(form).getByRole('button', { name: 'Create bike' }));
    expect(await screen.findByText('Created CB750 Hornet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New bike' })).not.toBeInTheDocument();
  }, 20_000);

  it('edits a bike with its current values', async () => {
    appStore.getState().setAuthenticated(ADMIN);
    const { client } = renderBikeRoute('/bike/admin', {
      BikeAdminPage_All: allBikes,
      BikeAdminPage_Update: { data: { updateBikeFeature: written('CB500F', false) } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Honda CB500F' }));
    const form = screen.getByRole('form', { name: 'Edit Honda CB500F' });
    expect(within(form).getByLabelText('Max Power (HP)')).toHaveValue(39.5);
    expect(within(form).queryByLabelText('Path (URL slug)')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(client.requests.find((request) => request.name === 'BikeAdminPage_Update')?.variables).toMatchObject({
      company: 'honda',
      path: 'cb500f',
      input: { maxPowerHp: 39.5 },
    });
    expect(await screen.findByText('Saved CB500F.')).toBeInTheDocument();
  });
});
