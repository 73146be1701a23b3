import type { components } from '@pintar/contracts/openapi';

export type ContactMessage = components['schemas']['ContactMessage'];
