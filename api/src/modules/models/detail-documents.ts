import { z } from 'zod';

/**
 * The feature documents stored in `models.detail`, parsed where they leave the database: a group or a value the
 * catalogue does not know comes out as nulls (shown as 'N/A'), never as a missing object a page must guard
 * against; anything of the wrong type is a bug in the seed and fails loudly (masked for clients).
 */
const text = z.string().nullable().default(null);
const texts = z.array(z.string()).default([]);

function group<Shape extends z.ZodRawShape>(shape: Shape) {
  // Generic shapes hide that every field has a default, so {} is a valid input.
  return z.object(shape).prefault({} as z.input<z.ZodObject<Shape>>);
}

const availability = group({ announced: text, released: text });
const cpu = group({
  name: text,
  size: text,
  no_of_cores: text,
  speed: text,
  transistor_count: text,
  cpu_cache: text,
  gpu: text,
});
const storage = group({ internal: text, internal_type: text, external: text });
const ram = group({ size: text, type: text });
const sound = group({ loud_speaker: text, jack: text });

const banner = {
  title: z.string(),
  released: text,
  colors: texts,
  liked: z.number().int().default(0),
  disliked: z.number().int().default(0),
  price: text,
  images: texts,
};

const common = {
  highlights: texts,
  drawbacks: texts,
  sourceUrl: text,
};

export const mobileDetailSchema = z.object({
  ...common,
  headerBanner: z.object({
    ...banner,
    availablein: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
  }),
  subHeaderBanner: group({
    screenResolution: text,
    screenSize: text,
    cameraResolution: text,
    cameraVideo: text,
    ram: text,
    cpu: text,
    battery: text,
    chargingSpeed: text,
  }),
  features: group({
    availability,
    network: group({ _2g: text, _3g: text, _4g: text, _5g: text, Sim: text }),
    cpu,
    display: group({
      alwaysOnDisplay: text,
      aspectRatio: text,
      brightness: text,
      curvedEdges: text,
      displayRatio: text,
      HDR: text,
      panelBitDepth: text,
      pixelDensity: text,
      protection: text,
      protectiveGlass: text,
      refresh_rate: text,
      resolution: text,
      screenSize: text,
      type: text,
    }),
    storage,
    ram,
    rear_camera: group({ cameras: texts, video: text, zoom: text }),
    front_camera: group({ cameras: texts, video: text, zoom: text }),
    sound,
    wireless: group({ bluetooth: text, color: text, fm: text, gps: text, nfc: text, usb: text, wifi: text }),
    battery: group({ type: text, capacity: text, removable: text, charging: text, usage: text }),
  }),
});

export const laptopDetailSchema = z.object({
  ...common,
  headerBanner: z.object(banner),
  features: group({
    availability,
    cpu,
    display: group({
      type: text,
      screenSize: text,
      resolution: text,
      refresh_rate: text,
      brightness: text,
      hdr: text,
      aspectRatio: text,
    }),
    storage,
    ram,
    camera: group({ cameras: texts, video: text }),
    sound,
    wireless: group({ bluetooth: text, wifi: text, nfc: text, ports: texts }),
    battery: group({ type: text, capacity: text, charging: text, usage: text }),
    build: group({ material: text, keyboard: text, trackpad: text, weight: text }),
    os: group({ preinstalled: text, upgradeable: text }),
  })
    // The spec's laptop detail names the memory group both ram and memory; one document, two names.
    .transform((features) => ({ ...features, memory: features.ram })),
});
