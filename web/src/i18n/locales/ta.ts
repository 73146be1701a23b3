import chatTa from './chat/ta';
import pagesTa from './pages/ta';
import type { PartialResource } from './partial-resource';

// Only strings we could translate with confidence; the rest falls back to English until a Tamil
// translator reviews the UI. Add keys here rather than machine-translating them.
const ta: PartialResource = {
  ...chatTa,
  ...pagesTa,
  app: {
    maintenance:
      'Pintar பராமரிப்பில் உள்ளது. உரையாடலும் மாற்றங்களும் தற்காலிகமாக நிறுத்தப்பட்டுள்ளன; சில நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.',
  },
  language: { label: 'மொழி' },
  contact: {
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    message: 'செய்தி',
  },
};

export default ta;
