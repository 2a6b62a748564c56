import {
  batteryMilliampHours,
  cardSlot,
  chipsetMaker,
  displayInches,
  fifthGeneration,
  ipRating,
  largestGigabytes,
  mainCameraMegapixels,
  panelType,
  phoneFinderValues,
  refreshRateHz,
  resolutionShortSide,
  wiredChargingWatts,
  wirelessCharging,
  yesOrNo,
} from '../finder-values';
import { phoneSeeds } from '../../../seed/phones';

// Every string below is a value the seed stores for some phone (data/phones/phones.json or phone-flagships.ts).
describe('phone finder readers', () => {
  it('reads the display size, and nothing from an empty field', () => {
    expect(displayInches('6.3 inches')).toBe(6.3);
    expect(displayInches('5.99 inches')).toBe(5.99);
    expect(displayInches(null)).toBeNull();
  });

  it('reads the shorter side of a resolution in either order, with spaces or a label', () => {
    expect(resolutionShortSide('1080x2400')).toBe(1080);
    expect(resolutionShortSide('2340x1080')).toBe(1080);
    expect(resolutionShortSide('2622 x 1206')).toBe(1206);
    expect(resolutionShortSide('3120 x 1440 (QHD+)')).toBe(1440);
    expect(resolutionShortSide(null)).toBeNull();
  });

  it('reads the highest refresh rate named', () => {
    expect(refreshRateHz('120 Hz')).toBe(120);
    expect(refreshRateHz('ProMotion up to 120 Hz')).toBe(120);
    expect(refreshRateHz('1-120 Hz adaptive')).toBe(120);
    expect(refreshRateHz('60-120 Hz')).toBe(120);
    expect(refreshRateHz(null)).toBeNull();
  });

  it('groups panel types into OLED and LCD', () => {
    expect(
      ['AMOLED', 'P-OLED', 'Actua pOLED', 'Super Retina XDR OLED', 'Dynamic AMOLED 2X', 'LTPO 4.1 AMOLED'].map(
        panelType,
      ),
    ).toEqual(Array(6).fill('OLED'));
    expect(['IPS LCD', 'PLS LCD', 'IPS LTPS LCD', 'LCD'].map(panelType)).toEqual(Array(4).fill('LCD'));
    expect(panelType(null)).toBeNull();
  });

  it('names the chipset maker', () => {
    expect(chipsetMaker('Qualcomm SM8550 Snapdragon 8 Gen2')).toBe('QUALCOMM');
    expect(chipsetMaker('Qualcomm Dragonwing™ QCM6490 (QCM6490)')).toBe('QUALCOMM');
    expect(chipsetMaker('Snapdragon 8 Elite for Galaxy')).toBe('QUALCOMM');
    expect(chipsetMaker('Mediatek Helio G99')).toBe('MEDIATEK');
    expect(chipsetMaker('Apple A18 Pro')).toBe('APPLE');
    expect(chipsetMaker('Google Tensor G4')).toBe('GOOGLE');
    expect(chipsetMaker('Samsung Exynos 990')).toBe('SAMSUNG');
    expect(chipsetMaker('HiSilicon Kirin 970')).toBe('HISILICON');
    expect(chipsetMaker('')).toBeNull();
  });

  it('takes the largest memory and storage version sold, in gigabytes', () => {
    expect(largestGigabytes('8 GB')).toBe(8);
    expect(largestGigabytes('6/8 GB LPDDR4X')).toBe(8);
    expect(largestGigabytes('8 / 12 GB')).toBe(12);
    expect(largestGigabytes('3/4/6 GB')).toBe(6);
    expect(largestGigabytes('64/128/256 GB UFS2.1')).toBe(256);
    expect(largestGigabytes('128 GB UFS3.1 / 256/512 GB UFS4.0')).toBe(512);
    expect(largestGigabytes('256/512/1 TB UFS4.0')).toBe(1024);
    expect(largestGigabytes('256 GB, 512 GB, 1 TB')).toBe(1024);
    expect(largestGigabytes('')).toBeNull();
  });

  it('tells a card slot from none', () => {
    expect(cardSlot('microSD, up to 1 TB')).toBe('YES');
    expect(cardSlot('No')).toBe('NO');
    expect(cardSlot(null)).toBeNull();
  });

  it('takes the highest-resolution rear camera as the main one', () => {
    expect(mainCameraMegapixels(['12 MP', '5 MP (depth)', '8 MP'])).toBe(12);
    expect(mainCameraMegapixels(['50 MP (main)', '48 MP (telephoto)', '12 MP (ultrawide)'])).toBe(50);
    expect(mainCameraMegapixels(['12.2 MP', '16 MP (ultrawide)', '8 MP'])).toBe(16);
    expect(mainCameraMegapixels(['50 MP Octa PD wide, f/1.68', '48 MP Quad PD ultrawide, f/1.7'])).toBe(50);
    expect(mainCameraMegapixels([])).toBeNull();
  });

  it('reads the battery capacity, and nothing from a capacity the maker does not publish', () => {
    expect(batteryMilliampHours('5000 mAh')).toBe(5000);
    expect(batteryMilliampHours('Not published by Apple')).toBeNull();
  });

  it('reads the wired charging power however it is written', () => {
    expect(wiredChargingWatts('45 W wired, 15 W wireless, 4.5 W reverse wireless')).toBe(45);
    expect(wiredChargingWatts('80 W SUPERVOOC wired (US), 50 W AIRVOOC wireless, magnetic case support')).toBe(80);
    expect(wiredChargingWatts('Wired: up to 50% in 30 min with a 20 W adapter; MagSafe wireless up to 25 W; Qi2')).toBe(
      20,
    );
    expect(wiredChargingWatts('23 W wired, 7.5 W Qi wireless')).toBe(23);
    expect(wiredChargingWatts('Qi wireless charging')).toBeNull();
  });

  it('finds wireless charging, but not from reverse wireless alone', () => {
    expect(wirelessCharging('Qi wireless charging')).toBe('YES');
    expect(wirelessCharging('Wired: up to 50% in 20 min with a 40 W adapter; MagSafe wireless up to 25 W; Qi2.2')).toBe(
      'YES',
    );
    expect(wirelessCharging('4.5 W reverse wireless')).toBeNull();
    expect(wirelessCharging(null)).toBeNull();
  });

  it('reads 5G, NFC and the headphone jack', () => {
    expect(fifthGeneration('NR')).toBe('YES');
    expect(fifthGeneration('5G sub-6 GHz and mmWave (US carrier models)')).toBe('YES');
    expect(fifthGeneration(null)).toBeNull();
    expect(yesOrNo('Yes (Apple Pay)')).toBe('YES');
    expect(yesOrNo('No')).toBe('NO');
    expect(yesOrNo(null)).toBeNull();
  });

  it('reads the IP code, the higher of two', () => {
    expect(ipRating('IP68 (6 m for up to 30 minutes)')).toBe(68);
    expect(ipRating('IP68 and IP69')).toBe(69);
    expect(ipRating(null)).toBeNull();
  });
});

describe('phone finder values of the seeded catalogue', () => {
  const values = phoneSeeds().map((seed) => ({
    seed,
    values: phoneFinderValues({ price: seed.price, released: seed.released, detail: seed.detail }),
  }));

  it('reads a flagship whole', () => {
    const pixel = values.find(({ seed }) => seed.companyPath === 'google' && seed.path === 'pixel-9a');
    expect(pixel?.values).toMatchObject({
      priceCents: 49_900,
      currency: 'USD',
      has5g: 'YES',
      nfc: 'YES',
      chipsetMaker: 'GOOGLE',
    });
  });

  it('leaves a euro price unknown instead of reading it as dollars', () => {
    const fairphone = values.find(({ seed }) => seed.companyPath === 'fairphone' && seed.path === '5');
    expect(fairphone?.values.priceCents).toBeNull();
  });

  it('states the values most sheets have for nearly every phone', () => {
    const known = (key: keyof (typeof values)[number]['values']) =>
      values.filter((entry) => entry.values[key] !== null).length;
    expect(known('displayInches')).toBe(values.length);
    expect(known('chipsetMaker')).toBe(values.length);
    expect(known('batteryMah')).toBeGreaterThan(values.length - 10);
    expect(known('resolutionShortPx')).toBe(values.length);
  });
});
