// Material Symbols paths (Apache-2.0, as in @mui/icons-material) for icons that only the pages
// draw with <Icon d={...} /> (chat, demo, profile): kept out of icon.tsx, which the landing page
// loads, so they cost the landing page nothing.
export const PAGE_ICONS = {
  send: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z',
  stop: 'M6 6h12v12H6z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  share:
    'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  payments:
    'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z',
} as const;
