import { laptopDetailSchema, mobileDetailSchema } from '../detail-documents';

describe('feature documents leaving the database', () => {
  it('serve a group or value the catalogue lacks as nulls, so pages show N/A instead of guarding', () => {
    const phone = mobileDetailSchema.parse({
      headerBanner: { title: 'Google Pixel 9' },
      features: { battery: { capacity: '4700 mAh' } },
    });
    expect(phone.features.display.screenSize).toBeNull();
    expect(phone.features.battery).toMatchObject({ capacity: '4700 mAh', charging: null });
    expect(phone.features.rear_camera.cameras).toEqual([]);
    expect(phone.headerBanner).toMatchObject({ colors: [], liked: 0, availablein: [] });
  });

  it('drop fields the schema does not serve and refuse values of the wrong type', () => {
    const laptop = laptopDetailSchema.parse({
      headerBanner: { title: 'Dell XPS 13' },
      retailNames: ['x'],
      features: {},
    });
    expect(laptop).not.toHaveProperty('retailNames');
    expect(laptop.features.build.weight).toBeNull();
    expect(() =>
      laptopDetailSchema.parse({ headerBanner: { title: 'Dell XPS 13' }, features: { build: { weight: 1.2 } } }),
    ).toThrow();
  });
});
