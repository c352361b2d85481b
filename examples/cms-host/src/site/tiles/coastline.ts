/**
 * A rough coastline of Cornwall (and enough of Devon that the map's east edge is land, not sea),
 * written for the demo's tiles as [latitude, longitude] pairs, one ring per island: the
 * headlands, bays and estuaries a visitor would recognise, within a kilometre or two. Not survey
 * data; the machines are offline and the demo needs no more than a plausible shape.
 */

export type Ring = readonly (readonly [number, number])[];

export interface LandRing {
  readonly points: Ring;
  /** The closing edge (last point to first) cuts across land (the map's east edge): no shore. */
  readonly cut: boolean;
}

const MAINLAND: Ring = [
  [51.2, -3.3], // east edge, near Minehead
  [51.23, -3.83], // Lynmouth
  [51.21, -4.12], // Ilfracombe
  [51.19, -4.21], // Morte Point
  [51.13, -4.24], // Croyde
  [51.07, -4.2], // Taw and Torridge estuary
  [51.0, -4.4], // Clovelly
  [51.02, -4.53], // Hartland Point
  [50.93, -4.55],
  [50.83, -4.555], // Bude
  [50.74, -4.64], // Crackington Haven
  [50.69, -4.7], // Boscastle
  [50.67, -4.765], // Tintagel
  [50.595, -4.83], // Port Isaac
  [50.59, -4.92], // Pentire Point
  [50.55, -4.915], // Camel estuary, Rock
  [50.53, -4.915],
  [50.535, -4.93], // Padstow's bank
  [50.57, -4.95], // Stepper Point
  [50.55, -5.03], // Trevose Head
  [50.5, -5.03],
  [50.44, -5.05], // Watergate Bay
  [50.425, -5.06], // Newquay
  [50.42, -5.1], // Towan Head
  [50.4, -5.105],
  [50.35, -5.16], // Perranporth
  [50.32, -5.23], // St Agnes Head
  [50.26, -5.29], // Portreath
  [50.235, -5.4], // Godrevy
  [50.19, -5.43], // Hayle
  [50.205, -5.465], // Carbis Bay
  [50.222, -5.478], // St Ives Head
  [50.21, -5.5],
  [50.195, -5.57], // Zennor
  [50.165, -5.675], // Pendeen
  [50.128, -5.71], // Cape Cornwall
  [50.066, -5.716], // Land's End
  [50.04, -5.676], // Gwennap Head
  [50.05, -5.56], // Lamorna
  [50.08, -5.537], // Mousehole
  [50.118, -5.533], // Penzance
  [50.125, -5.47], // Marazion
  [50.1, -5.39], // Praa Sands
  [50.081, -5.315], // Porthleven
  [50.02, -5.265], // Mullion
  [49.959, -5.205], // Lizard Point
  [49.99, -5.17], // Cadgwith
  [50.022, -5.095], // Coverack
  [50.05, -5.058], // Manacle Point
  [50.095, -5.085], // Helford
  [50.14, -5.045], // Pendennis Point
  [50.2, -5.035], // Carrick Roads
  [50.145, -5.013], // St Anthony Head
  [50.195, -4.935], // Nare Head
  [50.222, -4.8], // Dodman Point
  [50.27, -4.785], // Mevagissey
  [50.33, -4.745], // Charlestown
  [50.345, -4.7], // Par
  [50.315, -4.67], // Gribbin Head
  [50.328, -4.645], // Fowey
  [50.325, -4.625], // Polruan
  [50.33, -4.52], // Polperro
  [50.35, -4.45], // Looe
  [50.34, -4.3], // Whitsand Bay
  [50.31, -4.225], // Rame Head
  [50.355, -4.17], // Plymouth Sound
  [50.365, -4.14], // Plymouth Hoe
  [50.32, -4.06], // Wembury
  [50.28, -3.95], // Bigbury
  [50.235, -3.86], // Bolt Tail
  [50.215, -3.78], // Bolt Head
  [50.22, -3.64], // Start Point
  [50.34, -3.57], // Dartmouth
  [50.4, -3.51], // Berry Head
  [50.46, -3.52], // Torquay
  [50.54, -3.49], // Teignmouth
  [50.62, -3.41], // Exmouth
  [50.68, -3.3], // east edge
];

/** The Isles of Scilly, as one blob around St Mary's and Tresco. */
const SCILLY: Ring = [
  [49.97, -6.36],
  [49.96, -6.28],
  [49.91, -6.27],
  [49.89, -6.31],
  [49.9, -6.36],
  [49.94, -6.38],
];

export const LAND: readonly LandRing[] = [
  { points: MAINLAND, cut: true },
  { points: SCILLY, cut: false },
];
