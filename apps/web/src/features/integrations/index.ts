// Public module of the integrations area: the project settings show the project's API tokens
// (loaded with their own chunk). Other areas import only this file (eslint.config.js).
import { lazy } from 'react';

export const ProjectTokenPanel = lazy(async () => ({ default: (await import('./token-panel')).ProjectTokenPanel }));
