import { gql } from 'urql';

/** Every mobile feature group of spec section 3, as the spec sheet and the comparison read them. */
export interface MobileFeatures {
  availability: { announced: string | null; released: string | null };
  network: { _2g: string | null; _3g: string | null; _4g: string | null; _5g: string | null; Sim: string | null };
  cpu: {
    name: string | null;
    size: string | null;
    no_of_cores: string | null;
    speed: string | null;
    transistor_count: string | null;
    cpu_cache: string | null;
    gpu: string | null;
  };
  display: {
    type: string | null;
    screenSize: string | null;
    resolution: string | null;
    refresh_rate: string | null;
    brightness: string | null;
    HDR: string | null;
    aspectRatio: string | null;
    displayRatio: string | null;
    pixelDensity: string | null;
    panelBitDepth: string | null;
    alwaysOnDisplay: string | null;
    curvedEdges: string | null;
    protection: string | null;
    protectiveGlass: string | null;
  };
  storage: { internal: string | null; internal_type: string | null; external: string | null };
  ram: { size: string | null; type: string | null };
  rear_camera: { cameras: string[]; video: string | null; zoom: string | null };
  front_camera: { cameras: string[]; video: string | null; zoom: string | null };
  sound: { loud_speaker: string | null; jack: string | null };
  wireless: {
    wifi: string | null;
    bluetooth: string | null;
    nfc: string | null;
    usb: string | null;
    gps: string | null;
    fm: string | null;
    color: string | null;
  };
  battery: { type: string | null; capacity: string | null; removable: string | null; charging: string | null; usage: string | null };
}

export const MobileSpecSheet_FeaturesFragment = gql`
  fragment MobileSpecSheet_Features on MobileFeatures {
    availability { announced released }
    network { _2g _3g _4g _5g Sim }
    cpu { name size no_of_cores speed transistor_count cpu_cache gpu }
    display {
      type screenSize resolution refresh_rate brightness HDR aspectRatio displayRatio pixelDensity
      panelBitDepth alwaysOnDisplay curvedEdges protection protectiveGlass
    }
    storage { internal internal_type external }
    ram { size type }
    rear_camera { cameras video zoom }
    front_camera { cameras video zoom }
    sound { loud_speaker jack }
    wireless { wifi bluetooth nfc usb gps fm color }
    battery { type capacity removable charging usage }
  }
`;
