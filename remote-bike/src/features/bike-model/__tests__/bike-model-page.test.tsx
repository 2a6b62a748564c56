import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { bikeCompanies, bikePageFeature } from '../../../testing/bike-fixtures';
import { renderBikeRoute } from '../../../testing/render-bike-route';

const answers = (feature: ReturnType<typeof bikePageFeature> | null) => ({
  BrandStrip_Companies: bikeCompanies,
  BikeModelPage_Feature: { data: { getBikeFeature: feature } },
});

const SECTIONS: Record<string, string[]> = {
  'Basic Information': ['Manufacturer', 'Model', 'Series', 'Price', 'Warranty', 'Country of Origin'],
  'Engine Specifications': [
    'Engine Type',
    'Displacement (cc)',
    'Cooling System',
    'Valves per Cylinder',
    'Valve System',
    'Fuel System',
    'Compression Ratio',
    'Starting System',
    'Fuel Type',
  ],
  Performance: ['Max Power', 'Max Torque', 'Top Speed', 'Mileage', 'Bore (mm)', 'Stroke (mm)'],
  Transmission: ['Transmission Type', 'Number of Gears', 'Gear Pattern', 'Clutch Type', 'Final Drive'],
  'Dimensions & Weight': [
    'Length',
    'Width',
    'Height',
    'Wheelbase',
    'Ground Clearance',
    'Seat Height (mm)',
    'Kerb Weight (kg)',
    'Fuel Tank (L)',
  ],
  'Chassis & Suspension': ['Frame Type', 'Front Suspension', 'Rear Suspension'],
  'Brakes & Wheels': [
    'Front Brake Type',
    'Front Brake Size',
    'Rear Brake Type',
    'Rear Brake Size',
    'ABS',
    'Front Tyre',
    'Rear Tyre',
    'Tyre Type',
    'Wheel Type',
  ],
  'Electrical & Features': [
    'Battery',
    'Headlight',
    'Tail Light',
    'Turn Signal',
    'Instrument Console',
    'Additional Features',
    'Available Colors',
  ],
};

describe('/bike/:company/:model', () => {
  it('shows a skeleton while loading', () => {
    renderBikeRoute('/bike/royalenfield/himalayan-450', { BrandStrip_Companies: bikeCompanies });
    expect(screen.getByRole('status', { name: 'Loading bike specifications' })).toBeInTheDocument();
  });

  it('shows the heading, subtitle, breadcrumb and the summary card', () => {
    const { client } = renderBikeRoute('/bike/royalenfield/himalayan-450', answers(bikePageFeature()));
    expect(client.requests.find((request) => request.name === 'BikeModelPage_Feature')?.variables).toEqual({
      company: 'royalenfield',
      path: 'himalayan-450',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Royal Enfield Himalayan 450 Specifications' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Complete technical specifications and detailed features')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Royal Enfield' }),
    ).toHaveAttribute('href', '/bike/royalenfield');
    const card = screen.getByRole('region', { name: 'Summary' });
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(card).getByText('452 cc')).toBeInTheDocument();
    expect(within(card).getByText('39.5 HP')).toBeInTheDocument();
    expect(within(card).getByText('30 km/l')).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument(); // top speed not stated by the maker
    expect(within(card).getByText('Starting Price')).toBeInTheDocument();
    expect(within(card).getByText('New liquid-cooled Sherpa engine')).toBeInTheDocument();
    expect(within(card).getByText('+1 more highlights')).toBeInTheDocument();
    expect(within(card).getByText('1 / 2')).toBeInTheDocument();
  });

  it('has comments and votes like the other sections', async () => {
    const { client } = renderBikeRoute('/bike/royalenfield/himalayan-450', {
      ...answers(bikePageFeature()),
      CommentsWidget_Comments: { data: { comments: { totalCount: 0, nextCursor: null, commentsList: [] } } },
    });
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(within(comments).getByText('No comments yet')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'CommentsWidget_Comments')?.variables).toEqual({
      category: 'bike',
      brand: 'royalenfield',
      path: 'himalayan-450',
    });
    const card = screen.getByRole('region', { name: 'Summary' });
    expect(within(card).getByRole('button', { name: /^Like/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Dislike/ })).toBeInTheDocument();
  });

  it('has ratings and reviews of the bike, above the comments', () => {
    const { client } = renderBikeRoute('/bike/royalenfield/himalayan-450', {
      ...answers(bikePageFeature()),
      CommentsWidget_Comments: { data: { comments: { totalCount: 0, nextCursor: null, commentsList: [] } } },
      ReviewsSection_Reviews: {
        data: {
          modelReviews: { average: null, count: 0, distribution: [0, 0, 0, 0, 0], nextCursor: null, items: [] },
        },
      },
    });
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    expect(within(reviews).getByText('No reviews yet')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'ReviewsSection_Reviews')?.variables).toEqual({
      category: 'bike',
      brand: 'royalenfield',
      path: 'himalayan-450',
    });
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(reviews.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('flips through the pictures (wrapping, thumbnails), opens the full-screen viewer, and says when a picture fails', async () => {
    renderBikeRoute('/bike/royalenfield/himalayan-450', answers(bikePageFeature()));
    const card = screen.getByRole('region', { name: 'Summary' });
    await userEvent.click(within(card).getByRole('button', { name: 'Previous image' }));
    expect(within(card).getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Enlarge image' }));
    const viewer = screen.getByRole('dialog');
    expect(viewer).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(card).getByText('1 / 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(
      within(within(card).getByRole('list', { name: 'Thumbnails' })).getByRole('button', { name: 'Image 2' }),
    );
    expect(within(card).getByText('2 / 2')).toBeInTheDocument();
    fireEvent.error(within(card).getByRole('img', { name: 'Royal Enfield Himalayan 450, image 2' }));
    expect(within(card).getByText('Image not available')).toBeInTheDocument();
  });

  it('fetches the shown picture first and gives it a size, so the card does not grow when it loads', () => {
    renderBikeRoute('/bike/royalenfield/himalayan-450', answers(bikePageFeature()));
    const card = screen.getByRole('region', { name: 'Summary' });
    const picture = within(card).getByRole('img', { name: 'Royal Enfield Himalayan 450, image 1' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).not.toHaveAttribute('loading');
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(4 / 3);
    const style = getComputedStyle(picture);
    expect([style.width, style.height, style.objectFit]).toEqual(['100%', '100%', 'contain']);
    for (const thumbnail of within(card).getByRole('list', { name: 'Thumbnails' }).querySelectorAll('img')) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
    }
  });

  it('lists every section and label of the spec sheet, power and torque at their RPM, unknown values as N/A', () => {
    renderBikeRoute('/bike/royalenfield/himalayan-450', answers(bikePageFeature({ compressionRatio: null })));
    const sheet = screen.getByRole('generic', { name: 'Royal Enfield Himalayan 450 specifications' });
    for (const [title, labels] of Object.entries(SECTIONS)) {
      const section = within(sheet).getByRole('region', { name: title });
      expect(
        within(section)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(labels);
    }
    const performance = within(sheet).getByRole('region', { name: 'Performance' });
    expect(within(performance).getByText('39.5 HP @ 8,000 RPM')).toBeInTheDocument();
    expect(within(performance).getByText('40 Nm @ 5,500 RPM')).toBeInTheDocument();
    const engine = within(sheet).getByRole('region', { name: 'Engine Specifications' });
    expect(within(engine).getByText('N/A')).toHaveStyle({ fontStyle: 'italic' });
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('Long-travel suspension');
    expect(screen.getByRole('region', { name: 'Drawbacks' })).toHaveTextContent('Tall for short riders');
  });

  it('says where its power and weight stand among the published bikes', () => {
    renderBikeRoute('/bike/royalenfield/himalayan-450', answers(bikePageFeature()));
    const standing = within(screen.getByRole('region', { name: 'Where it stands' })).getAllByRole('listitem');
    expect(standing.map((item) => item.textContent)).toEqual([
      'Power 39.5 hp — more powerful than 44% of bikes',
      'Weight 196 kg — lighter than 12% of bikes',
    ]);
    expect(standing[1]!.querySelector('svg')).toHaveAttribute('data-percentile', '12');
  });

  it("marks a draft (admins only get one) and reads 'Price TBA' without a price", () => {
    renderBikeRoute(
      '/bike/royalenfield/himalayan-450',
      answers(bikePageFeature({ published: false, price: null, listPrice: null, priceCurrency: null, highlights: [] })),
    );
    const card = screen.getByRole('region', { name: 'Summary' });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByText('Price TBA')).toBeInTheDocument();
  });

  const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));

  it('works out the EMI from the list price as the visitor types, and explains bad input', async () => {
    renderBikeRoute('/bike/royalenfield/himalayan-450', answers(bikePageFeature()));
    const emi = screen.getByRole('region', { name: 'EMI Calculator' });
    expect(within(emi).getByLabelText('Price (INR)')).toHaveValue(285000);
    const down = within(emi).getByLabelText('Down payment (INR)');
    await userEvent.clear(down);
    await userEvent.type(down, '50000');
    expect(within(emi).getByText('₹7,528')).toBeInTheDocument();
    expect(within(emi).getByText('₹35,999')).toBeInTheDocument();
    expect(within(emi).getByText('₹3,20,999')).toBeInTheDocument();
    expect(within(emi).getByText(/EMI = L × r × \(1 \+ r\)/)).toBeInTheDocument();
    // Three years of principal against interest, the years adding up to the loan and the total interest above.
    const repayment = within(emi).getByText('Repayment by year').closest('figure')!;
    const years = within(repayment).getAllByText(/^Year \d$/);
    expect(years.map((year) => year.textContent)).toEqual(['Year 1', 'Year 2', 'Year 3']);
    const paid = years.map((year) => year.nextElementSibling!.textContent!.match(/₹[\d,]+/g)!.map(rupees));
    expect(paid.reduce((sum, [principal]) => sum + principal!, 0)).toBe(235000);
    expect(paid.reduce((sum, [, interest]) => sum + interest!, 0)).toBe(35999);
    expect(paid[1]![2]).toBeGreaterThan(0);
    expect(years[2]!.nextElementSibling!.textContent).toMatch(/; paid off$/);
    // Each bar is as long as its year's instalments on the longest year's scale (the viewBox is 600 wide).
    const bars = [...repayment.querySelectorAll('svg')].map((bar) =>
      [...bar.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('width'))),
    );
    const longest = Math.max(...paid.map(([principal, interest]) => principal! + interest!));
    bars.forEach((widths, index) => {
      expect(Math.abs(widths[0]! - (paid[index]![0]! / longest) * 600)).toBeLessThanOrEqual(1);
      expect(Math.abs(widths[1]! - (paid[index]![1]! / longest) * 600)).toBeLessThanOrEqual(1);
    });

    await userEvent.type(down, '0');
    expect(within(emi).getByRole('alert')).toHaveTextContent('Down payment cannot be more than the price');
    expect(within(emi).queryByText('Monthly instalment')).not.toBeInTheDocument();
    expect(within(emi).queryByText('Repayment by year')).not.toBeInTheDocument();
  });

  it("says when there is no sheet and goes back with '← Go Back'", async () => {
    renderBikeRoute('/bike/honda/unknown-bike', answers(null));
    expect(screen.getByText('Specifications Not Available')).toBeInTheDocument();
    expect(screen.getByText('No detailed specifications found for honda unknown bike')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Go Back' })).toBeInTheDocument();
  });

  it('shows the error text', () => {
    renderBikeRoute('/bike/honda/cb650r', {
      BrandStrip_Companies: bikeCompanies,
      BikeModelPage_Feature: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });

  it('draws the not-found page for a path deeper than a model, never a blank section', () => {
    renderBikeRoute('/bike/honda/cb650r/extra', { BrandStrip_Companies: bikeCompanies });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
