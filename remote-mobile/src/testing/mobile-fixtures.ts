import type { MobileFeatureDetail } from '../features/mobile-model/mobile-model-queries';
import type { MobileFeatures } from '../mobile-spec-sheet/mobile-feature-fragment';

export function mobileFeatures(overrides: Partial<MobileFeatures> = {}): MobileFeatures {
  return {
    availability: { announced: '2024-08-13', released: '2024-08-22' },
    network: { _2g: 'GSM', _3g: 'UMTS', _4g: 'LTE', _5g: 'NR', Sim: 'Nano-SIM and eSIM' },
    cpu: { name: 'Google Tensor G4', size: null, no_of_cores: '8', speed: '3.1 GHz', transistor_count: null, cpu_cache: null, gpu: 'Mali-G715' },
    display: {
      type: 'OLED', screenSize: '6.3 inches', resolution: '1080x2424', refresh_rate: '120 Hz', brightness: null, HDR: null,
      aspectRatio: null, displayRatio: null, pixelDensity: null, panelBitDepth: null, alwaysOnDisplay: null, curvedEdges: null,
      protection: null, protectiveGlass: null,
    },
    storage: { internal: '128/256 GB', internal_type: null, external: 'No' },
    ram: { size: '12 GB', type: null },
    rear_camera: { cameras: ['50 MP (main)', '48 MP (ultrawide)'], video: null, zoom: null },
    front_camera: { cameras: ['10.5 MP (front)'], video: null, zoom: null },
    sound: { loud_speaker: null, jack: 'No' },
    wireless: { wifi: '802.11 be', bluetooth: '5.3', nfc: 'Yes', usb: null, gps: 'Yes', fm: 'No', color: null },
    battery: { type: 'Li-Ion', capacity: '4700 mAh', removable: 'No', charging: '27W wired', usage: null },
    ...overrides,
  };
}

export function mobileFeature(overrides: Partial<MobileFeatureDetail> = {}): MobileFeatureDetail {
  return {
    companyName: 'Google',
    companyPath: 'google',
    model: 'Pixel 9',
    path: 'pixel-9',
    series: 'Pixel',
    published: true,
    highlights: ['6.3 inches OLED display'],
    drawbacks: ['No headphone jack'],
    sourceUrl: 'https://wiki.lineageos.org/devices/tokay/',
    headerBanner: {
      title: 'Google Pixel 9',
      released: '2024-08-22',
      colors: ['Obsidian', 'Porcelain'],
      liked: 5,
      disliked: 1,
      price: '$799',
      images: ['/media/phones/google-pixel-9.svg', '/media/phones/google-pixel-9-back.svg'],
      availablein: [
        { name: 'Amazon', url: 'https://www.amazon.com/s?k=Pixel%209' },
        { name: 'Best Buy', url: 'https://www.bestbuy.com/site/searchpage.jsp?st=Pixel%209' },
      ],
    },
    subHeaderBanner: {
      screenResolution: '1080x2424', screenSize: '6.3 inches', cameraResolution: '50 MP', cameraVideo: null,
      ram: '12 GB', cpu: 'Google Tensor G4', battery: '4700 mAh', chargingSpeed: '27W wired',
    },
    features: mobileFeatures(),
    ...overrides,
  };
}
