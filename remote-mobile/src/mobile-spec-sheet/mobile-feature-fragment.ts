import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** Every group of the schema's MobileFeature, as the spec sheet and the comparison read them. */
export const MobileSpecSheet_FeaturesFragment = graphql(`
  fragment MobileSpecSheet_Features on MobileFeatures {
    availability {
      announced
      released
    }
    network {
      _2g
      _3g
      _4g
      _5g
      Sim
    }
    cpu {
      name
      size
      no_of_cores
      speed
      transistor_count
      cpu_cache
      gpu
    }
    display {
      type
      screenSize
      resolution
      refresh_rate
      brightness
      HDR
      aspectRatio
      displayRatio
      pixelDensity
      panelBitDepth
      alwaysOnDisplay
      curvedEdges
      protection
      protectiveGlass
    }
    storage {
      internal
      internal_type
      external
    }
    ram {
      size
      type
    }
    rear_camera {
      cameras
      video
      zoom
    }
    front_camera {
      cameras
      video
      zoom
    }
    sound {
      loud_speaker
      jack
    }
    wireless {
      wifi
      bluetooth
      nfc
      usb
      gps
      fm
      color
    }
    battery {
      type
      capacity
      removable
      charging
      usage
    }
  }
`);

export type MobileFeatures = ResultOf<typeof MobileSpecSheet_FeaturesFragment>;
