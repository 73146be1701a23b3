import type { components } from '@pintar/contracts/openapi';

export type AdminUser = components['schemas']['AdminUser'];
export type InviteInput = components['schemas']['InviteInput'];
export type Role = components['schemas']['Role'];
export type UserStatus = AdminUser['status'];
