export const EVERY_DAY = 0b1111111;
