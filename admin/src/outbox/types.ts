import type { components } from '@pintar/contracts/openapi';

export type OutboxMail = components['schemas']['OutboxMail'];
