/** Phrase banks for the generated demo text. Written for the project; no external text. */

import type { Town } from './towns.js';

export const TITLE_PREFIXES = [
  'Harbour View',
  'Clifftop',
  "Seagull's Rest",
  'Driftwood',
  'Saltwater',
  'Old Quay',
  "Fisherman's",
  "Smugglers'",
  'Lighthouse',
  'Sea Pink',
  'Tidewater',
  'Gorse Hill',
  'Kittiwake',
  'Cormorant',
  'Sandpiper',
  'Bay Tree',
  'Old Chapel',
  "Mariner's",
  'Anchor',
  'Rockpool',
  'Seaspray',
  'Sunset',
  'Wheal Rose',
  'Chy an Mor',
  'Penhallow',
  'Trelawney',
  'Harbour Light',
  'Moonraker',
  'Shell Bay',
  'Blue Horizon',
  'Coastguard',
  'Boathouse',
  'Samphire',
  'Heather Down',
  'Old Mill',
  'Creekside',
  'Sea Holly',
  'Curlew',
  'Windjammer',
  'Tamarisk',
] as const;

/** Adjectives for summaries and openings; each starts with a consonant ("a ..."). */
export const ADJECTIVES = [
  'charming',
  'light-filled',
  'stylish',
  'cosy',
  'spacious',
  'beautifully restored',
  'contemporary',
  'peaceful',
  'secluded',
  'traditional',
  'relaxed',
  'newly renovated',
  'characterful',
  'welcoming',
] as const;

export const SETTINGS: readonly ((town: Town) => string)[] = [
  (t) => `a short stroll from the harbour in ${t.name}`,
  (t) => `perched above the bay at ${t.name}`,
  (t) => `within easy walking distance of ${t.landmark}`,
  (t) => `tucked away on a quiet lane on the edge of ${t.name}`,
  (t) => `set in peaceful countryside just outside ${t.name}`,
  (t) => `moments from the sandy beaches of ${t.name}`,
  (t) => `close to the coast path above ${t.name}`,
  (t) => `in the heart of ${t.name}, a few minutes from ${t.landmark}`,
];

export const INTERIORS = [
  'Inside, the open-plan living space is flooded with light from big picture windows.',
  'Whitewashed walls, oak floors and driftwood furniture give the rooms a relaxed coastal feel.',
  'A cosy sitting room with deep sofas invites long evenings in.',
  'The kitchen is fully equipped for self-catering, with plenty of space to cook for everyone.',
  'Exposed beams and original stone walls sit alongside thoughtful modern comforts.',
  'The interiors are calm and uncluttered, decorated in soft sea blues and sandy neutrals.',
  'Local artwork, fresh linen and fluffy towels make it feel like home from the first night.',
  'French doors open from the living room onto the outside space.',
] as const;

/** Sentences that highlight one amenity item, keyed by catalogue item name. */
export const AMENITY_SENTENCES: Readonly<Record<string, readonly string[]>> = {
  'Hot tub': [
    'Unwind in the bubbling hot tub as the sun goes down.',
    'The hot tub is the perfect end to a day of exploring.',
  ],
  Pool: [
    'The heated pool is a favourite with children and grown-ups alike.',
    'Spend lazy afternoons beside the pool.',
  ],
  Fireplace: [
    'On cooler evenings, curl up in front of the crackling log burner.',
    'A wood-burning stove keeps things snug whatever the season.',
  ],
  'Sea view': [
    'Wake up to sweeping views across the sea.',
    'Watch the boats come and go from the window seat.',
  ],
  Garden: [
    'The enclosed garden is a sheltered suntrap.',
    'A pretty garden, full of hydrangeas and agapanthus, wraps around the house.',
  ],
  'BBQ grill': ['Long summer evenings call for a barbecue on the terrace.'],
  'Fire pit': ['Toast marshmallows around the fire pit under starry skies.'],
  'Games room': ['A games room keeps everyone entertained on rainy days.'],
  Sauna: ['A private sauna offers a warm retreat after a bracing sea swim.'],
};

export const LOCAL_SENTENCES: readonly ((town: Town) => string)[] = [
  (t) => `The cafés, galleries and seafood restaurants of ${t.name} are close by.`,
  (t) => `${capitalise(t.landmark)} is only a few minutes away.`,
  (t) => `From the door you can walk to ${t.landmark} and join the South West Coast Path.`,
  (t) => `${t.name} has independent shops, lively pubs and a busy working harbour.`,
  (t) => `Surf schools, boat trips and sandy coves around ${t.name} await.`,
];

export const PET_SENTENCES = [
  'Well-behaved dogs are very welcome.',
  'Bring the dog: pets are welcome here.',
] as const;

export const CLOSINGS = [
  'Ideal for families, couples and friends looking for a coastal escape.',
  'A wonderful base for exploring Cornwall all year round.',
  'Perfect for a relaxing break by the sea.',
  'Guests return year after year.',
  'Book early for the summer holidays.',
] as const;

/** Capitalises the first letter. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : `${(text[0] as string).toUpperCase()}${text.slice(1)}`;
}

/* --- Things to do --- */

export const PLACE_PREFIXES = ['Pen', 'Tre', 'Pol', 'Porth', 'Lan', 'Ros', 'Chy', 'Car'] as const;
export const PLACE_SUFFIXES = [
  'warren',
  'vellan',
  'garth',
  'kenna',
  'marrow',
  'hallow',
  'dennick',
  'wartha',
  'tuan',
  'gwidden',
] as const;

export interface ThingTemplate {
  readonly category: string;
  /** `{town}` and `{place}` are replaced. */
  readonly titles: readonly string[];
  readonly sentences: readonly string[];
}

export const EVENT_TEMPLATES: readonly ThingTemplate[] = [
  {
    category: 'Festival',
    titles: ['{town} Harbour Festival', '{town} Sea Shanty Festival', '{town} Lantern Parade'],
    sentences: [
      'Live music, street food and family activities fill the harbour.',
      'The whole town turns out for a weekend of celebrations.',
      'Expect bunting, local bands and fireworks over the water.',
    ],
  },
  {
    category: 'Food & drink',
    titles: ['{town} Seafood Festival', '{town} Farmers’ Market', '{town} Cider and Cheese Fair'],
    sentences: [
      'Local producers, chefs and fishermen show off the best of Cornish food.',
      'Taste crab sandwiches, saffron buns and farm cider.',
      'Cookery demonstrations run throughout the day.',
    ],
  },
  {
    category: 'Music',
    titles: ['{town} Folk Weekend', 'Jazz on the Quay, {town}', '{town} Brass Band Concert'],
    sentences: [
      'Performers play on outdoor stages around the town.',
      'Bring a picnic and enjoy the music by the water.',
      'Evening concerts continue in the pubs and chapels.',
    ],
  },
  {
    category: 'Sport',
    titles: ['{town} Regatta', '{town} Gig Rowing Championship', '{place} Coastal Half Marathon'],
    sentences: [
      'Crews and competitors come from all over the county.',
      'The best views are from the harbour wall.',
      'Spectators are welcome along the whole course.',
    ],
  },
  {
    category: 'Arts',
    titles: ['{town} Open Studios', '{place} Art Trail', 'Open-Air Theatre at {place}'],
    sentences: [
      'Artists open their studios and workshops to visitors.',
      'Follow the trail between galleries, studios and pop-up exhibitions.',
      'Performances take place under the open sky, weather permitting.',
    ],
  },
];

export const ATTRACTION_TEMPLATES: readonly ThingTemplate[] = [
  {
    category: 'Beach',
    titles: ['{place} Cove', '{place} Beach', '{place} Sands'],
    sentences: [
      'A sheltered stretch of golden sand with rock pools at low tide.',
      'Lifeguards patrol in the summer months.',
      'A beach café serves ice creams and pasties.',
    ],
  },
  {
    category: 'Walk',
    titles: ['{place} Head Coast Walk', '{town} to {place} Cliff Path', '{place} Valley Trail'],
    sentences: [
      'A circular walk with sweeping views of the coastline.',
      'Look out for seals, choughs and wild flowers along the way.',
      'Allow two to three hours; sturdy shoes recommended.',
    ],
  },
  {
    category: 'Museum',
    titles: ['{town} Maritime Museum', '{place} Heritage Centre', '{town} Lifeboat Station'],
    sentences: [
      'Discover the stories of the fishermen, smugglers and sailors of the coast.',
      'Hands-on displays make it a good choice for a rainy day.',
      'Volunteers share local history and old photographs.',
    ],
  },
  {
    category: 'Garden',
    titles: ['{place} Gardens', 'The Lost Garden of {place}', '{place} Subtropical Garden'],
    sentences: [
      'Subtropical plants thrive in the mild Cornish climate.',
      'Winding paths lead down through the valley to a hidden beach.',
      'The tea room serves cream teas made the Cornish way.',
    ],
  },
  {
    category: 'Historic site',
    titles: ['{place} Castle', '{place} Engine House', '{place} Iron Age Fort'],
    sentences: [
      'The ruins stand high above the sea.',
      'Information boards tell the story of the site through the centuries.',
      'A short climb rewards you with spectacular views.',
    ],
  },
  {
    category: 'Watersports',
    titles: ['{town} Surf School', '{place} Kayak Tours', '{town} Boat Trips'],
    sentences: [
      'Qualified instructors run sessions for all abilities.',
      'Equipment and wetsuits are provided.',
      'Trips explore sea caves, seal colonies and secret beaches.',
    ],
  },
];
