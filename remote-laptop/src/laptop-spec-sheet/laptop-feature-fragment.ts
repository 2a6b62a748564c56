import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** Every group of the schema's LaptopFeature, as the spec table and the comparison read them. */
export const LaptopSpecSheet_FeaturesFragment = graphql(`
  fragment LaptopSpecSheet_Features on LaptopFeatures {
    availability {
      announced
      released
    }
    cpu {
      name
      size
      no_of_cores
      speed
      transistor_count
      gpu
    }
    display {
      type
      screenSize
      resolution
      refresh_rate
      brightness
      hdr
      aspectRatio
    }
    ram {
      size
      type
    }
    storage {
      internal
      internal_type
      external
    }
    camera {
      cameras
      video
    }
    wireless {
      wifi
      bluetooth
      ports
      nfc
    }
    sound {
      loud_speaker
      jack
    }
    battery {
      type
      capacity
      charging
      usage
    }
    build {
      material
      keyboard
      trackpad
      weight
    }
    os {
      preinstalled
      upgradeable
    }
  }
`);

export type LaptopFeatures = ResultOf<typeof LaptopSpecSheet_FeaturesFragment>;
