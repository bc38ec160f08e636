// Plate load tests: the variants dynamic (Evd, printout reading) and static (DIN 18134), and the map.
export * from './dynamic/index.js';
export * from './static/index.js';
export * from './printout/index.js';
export * from './load-test-points.js';
export * from './compaction/index.js';
