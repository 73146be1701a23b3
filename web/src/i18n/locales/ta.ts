import type { PartialResource } from './partial-resource';

// Only strings we could translate with confidence; the rest falls back to English until a Tamil
// translator reviews the UI. Add keys here rather than machine-translating them.
const ta: PartialResource = {
  language: { label: 'மொழி' },
  contact: {
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    message: 'செய்தி',
  },
};

export default ta;
