import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { Breadcrumb, modelLabelOf } from '../breadcrumb';

const crumbs = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');

describe('Breadcrumb', () => {
  it('links Home to / and the section, titled as the registry titles it, to its path', () => {
    renderWithProviders(<Breadcrumb section="laptop" brand="Apple" />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/laptop');
    // On a brand page the brand is the current page, not a link.
    expect(screen.queryByRole('link', { name: 'Apple' })).not.toBeInTheDocument();
    expect(screen.getByText('Apple')).toHaveAttribute('aria-current', 'page');
  });

  it('uses the bike default path and links the brand to section/brand when a model is shown', () => {
    renderWithProviders(<Breadcrumb section="bike" brand="Royal Enfield" model="classic_350" />);
    expect(screen.getByRole('link', { name: 'Bikes' })).toHaveAttribute('href', '/bike');
    expect(screen.getByRole('link', { name: 'Royal Enfield' })).toHaveAttribute('href', '/bike/royalenfield');
    expect(crumbs().map((item) => item.textContent)).toEqual(['Home', 'Bikes', 'Royal Enfield', 'classic 350']);
  });

  it('shows the model name with underscores replaced by spaces', () => {
    renderWithProviders(<Breadcrumb section="mobile" brand="Google" brandPath="google" model="Pixel_9_Pro" />);
    expect(screen.getByText('Pixel 9 Pro')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute('href', '/mobile/google');
    expect(modelLabelOf('a_b__c')).toBe('a b  c');
  });

  it("links the section to its home, or where it is told to, and the brand under the section's path", () => {
    renderWithProviders(<Breadcrumb section="desktop" model="Ryzen 7 9700X" />);
    expect(screen.getByRole('link', { name: 'Custom PC' })).toHaveAttribute('href', '/desktop/custom-pc-build');
    renderWithProviders(<Breadcrumb section="mobile" sectionHref="/mobile?sort=new" brand="Nokia" model="3310" />);
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/mobile?sort=new');
    expect(screen.getByRole('link', { name: 'Nokia' })).toHaveAttribute('href', '/mobile/nokia');
  });
});
