import type { PagesStrings } from './en';

const pagesMs: PagesStrings = {
  favorites: {
    statLabel: 'Tempat kegemaran',
    statSource: 'Tempat kegemaran diambil daripada akaun anda.',
    pageTitle: 'Tempat kegemaran',
    title: 'Tempat kegemaran',
    back: 'Kembali ke profil',
    intro:
      'Tempat yang anda tandakan dengan bintang pada kad tempat dalam sembang. Ia disimpan dalam akaun anda, jadi ia ada pada mana-mana peranti.',
    loading: 'Memuatkan kegemaran anda',
    loadFailed: 'Kegemaran anda tidak dapat dimuatkan.',
    offline: 'Anda nampaknya di luar talian, jadi kegemaran anda tidak dapat dimuatkan.',
    retry: 'Cuba lagi',
    empty:
      'Belum ada tempat kegemaran. Tanya pembantu tentang tempat berdekatan dan tekan bintang pada sesuatu tempat untuk menyimpannya di sini.',
    findPlaces: 'Cari tempat',
    count: '{{count}} daripada maksimum {{max}} tempat',
    starredOn: 'ditanda {{date}}',
    ask: 'Tanya tentang tempat ini',
    question: 'Beritahu saya tentang {{place}}',
    remove: 'Buang',
    removing: 'Membuang...',
    removeNamed: 'Buang {{place}} daripada kegemaran',
    removeFailed: 'Tempat ini tidak dapat dibuang. Sila cuba lagi.',
    star: 'Tambah {{place}} ke kegemaran',
    unstar: 'Buang {{place}} daripada kegemaran',
    starFailed: 'Kegemaran tidak dapat dikemas kini. Cuba lagi.',
  },
  errorPages: {
    goingHome: 'Ke laman utama...',
    shortcuts: 'Tempat yang mungkin anda mahu pergi',
    shortcut: {
      chat: { title: 'Sembang dengan AI', body: 'Tanya Pintar apa sahaja tentang bandar anda.' },
      transport: { title: 'Hab Pengangkutan', body: 'Tren, bas dan laluan berhampiran anda.' },
      weather: { title: 'Info Cuaca', body: 'Ramalan cuaca di lokasi anda.' },
    },
    tryAgain: 'Cuba Lagi',
    home: 'Laman Utama',
    status: {
      title: 'Status sistem',
      clock: 'Waktu sekarang',
      checking: 'Menyemak perkhidmatan...',
      ms: '{{value}} ms',
      responseTime: 'Purata masa respons',
      connections: 'Sambungan aktif',
      errorRate: 'Ralat pelayan',
      source:
        'Daripada API Pintar (versi {{version}}) pada {{time}}, diukur dalam {{minutes}} minit terakhir.',
      eta: 'Dijangka pulih: {{eta}}',
      state: {
        operational: 'Semua sistem berfungsi',
        degraded: 'Prestasi menurun',
        maintenance: 'Penyelenggaraan berjadual',
        investigating: 'Gangguan sedang disiasat',
        unreachable: 'Perkhidmatan tidak menjawab',
      },
      etaBy: {
        degraded: '< 1 minit',
        maintenance: '15-30 minit',
        investigating: '2-5 minit',
      },
    },
    server: {
      title: 'Ralat Pelayan Dalaman',
      body: 'Berlaku masalah di pihak kami. Pasukan kejuruteraan kami telah dimaklumkan, dan data anda selamat.',
      offlineBanner: 'Tiada sambungan internet dikesan',
      reported: 'Ralat ini telah dilaporkan kepada pasukan Pintar.',
      queued: 'Laporan belum dapat dihantar; ia disimpan pada peranti ini dan akan dihantar kemudian.',
      retrying: 'Mencuba semula dalam {{seconds}} saat...',
      reportIssue: 'Laporkan Masalah',
      copy: 'Salin Maklumat Ralat',
      copied: 'Disalin!',
      technicalDetails: 'Butiran Teknikal',
    },
    forbidden: {
      title: 'Akses Dilarang',
      body: 'Anda tiada kebenaran untuk membuka halaman ini. Cubaan tanpa kebenaran akan direkodkan.',
      current: 'Peranan anda',
      required: 'Peranan diperlukan',
      signIn: 'Log Masuk',
      requestAccess: 'Mohon Akses',
      levels: 'Tunjukkan tahap kebenaran',
    },
    roles: {
      guest: {
        name: 'Tetamu',
        can: 'laman utama, sembang demo, hubungi kami, bantuan dan halaman undang-undang',
      },
      user: {
        name: 'Pengguna',
        can: 'sembang penuh, sejarah sembang, kegemaran, profil, tetapan dan papan pemuka',
      },
      admin: { name: 'Pentadbir', can: 'semua yang pengguna boleh, serta papan pemuka pentadbir' },
    },
    offline: {
      title: 'Tiada Sambungan Internet',
      body: 'Pintar tidak dapat menghubungi pelayannya. Semak Wi-Fi atau data mudah alih anda, kemudian cuba lagi.',
      online: 'DALAM TALIAN',
      offline: 'LUAR TALIAN',
      quality: {
        verySlow: 'Sangat Perlahan',
        slow: 'Perlahan',
        moderate: 'Sederhana',
        fast: 'Laju',
        connected: 'Bersambung',
      },
      restored: 'Sambungan Dipulihkan!',
      stillOffline: 'Masih tiada sambungan ke Pintar. Cuba lagi sebentar lagi.',
      checking: 'Menyemak...',
      offlineMode: 'Mod Luar Talian',
      features: {
        history: 'Baca sembang yang disimpan pada peranti ini',
        settings: 'Ubah tetapan anda',
        help: 'Halaman bantuan yang pernah anda buka',
      },
    },
    demo: {
      pageTitle: 'Halaman ralat',
      title: 'Halaman ralat',
      intro:
        'Setiap halaman yang Pintar paparkan apabila berlaku masalah, berfungsi seperti sebenar. Laporan daripada demonstrasi ini tidak dihantar.',
      tab: {
        '404': 'Tidak dijumpai (404)',
        '500': 'Ralat pelayan (500)',
        '403': 'Dilarang (403)',
        offline: 'Luar talian',
      },
    },
  },
  settings: {
    pageTitle: 'Tetapan',
    title: 'Tetapan',
    back: 'Kembali ke profil',
    menu: 'Bahagian tetapan',
    sections: {
      appearance: 'Paparan',
      notifications: 'Pemberitahuan',
      privacy: 'Privasi & Keselamatan',
      performance: 'Prestasi',
      preferences: 'Keutamaan',
      data: 'Pengurusan Data',
    },
    fields: {
      general: { theme: 'Tema', language: 'Bahasa' },
      notifications: {
        email: 'E-mel',
        push: 'Pemberitahuan tolak',
        sound: 'Bunyi',
        desktop: 'Pemberitahuan desktop',
        adminAlerts: 'Amaran pentadbir',
      },
      privacy: {
        profileVisibility: 'Keterlihatan profil',
        dataCollection: 'Pengumpulan data',
        analytics: 'Analitik penggunaan',
        locationTracking: 'Penjejakan lokasi',
        twoFactorAuth: 'Pengesahan dua faktor',
      },
      performance: {
        autoRefresh: 'Muat semula automatik',
        animationsEnabled: 'Animasi',
        compactMode: 'Mod padat',
        highContrast: 'Kontras tinggi',
      },
      security: {
        sessionTimeout: 'Tamat masa sesi (minit)',
        requirePasswordChange: 'Wajibkan tukar kata laluan',
        loginNotifications: 'Pemberitahuan log masuk',
        ipWhitelist: 'Senarai IP dibenarkan',
      },
      preferences: {
        autoSave: 'Simpan automatik',
        defaultLocation: 'Lokasi lalai',
        units: 'Unit',
        timeFormat: 'Format masa',
      },
    },
    themes: { light: 'Cerah', dark: 'Gelap', system: 'Ikut peranti saya' },
    visibility: { public: 'Awam', private: 'Peribadi', friends: 'Rakan' },
    units: { metric: 'Metrik (km, °C)', imperial: 'Imperial (batu, °F)' },
    timeFormats: { '12h': '12 jam (2:30 ptg)', '24h': '24 jam (14:30)' },
    appliedAtOnce: 'Berkuat kuasa serta-merta.',
    sessionTimeoutNote: 'Pelayan mendaftar keluar anda selepas sekian minit tanpa aktiviti (5 hingga 1440).',
    desktopNote:
      'Makluman apabila jawapan siap semasa Pintar berada di tab lain; pelayar anda akan meminta kebenaran dahulu.',
    desktopBlocked:
      'Pelayar anda menyekat pemberitahuan daripada Pintar: benarkannya dalam tetapan laman, kemudian hidupkan semula.',
    soundNote: 'Bunyi loceng pendek apabila jawapan siap semasa Pintar berada di tab lain.',
    signInForSecurity: 'Log masuk untuk menetapkan tamat masa sesi dan log masuk dua faktor.',
    twoFactor: {
      title: 'Log masuk dua faktor',
      off: 'Mati: log masuk hanya meminta kata laluan anda.',
      on: 'Hidup: log masuk juga meminta kod daripada aplikasi pengesah anda.',
      start: 'Sediakan log masuk dua faktor',
      scan: 'Imbas kod QR ini dengan aplikasi pengesah (seperti Google Authenticator, Microsoft Authenticator atau Aegis), atau taip kuncinya, kemudian masukkan kod yang dipaparkan.',
      qrAlt: 'Kod QR untuk menambah Pintar pada aplikasi pengesah anda',
      key: 'Kunci',
      code: 'Kod daripada aplikasi',
      confirm: 'Hidupkan',
      cancel: 'Batal',
      recoveryTitle: 'Kod pemulihan anda',
      recoveryNote:
        'Jika telefon anda hilang, setiap kod ini boleh digunakan sekali untuk log masuk. Simpan di tempat selamat: kod ini hanya dipaparkan sekarang.',
      done: 'Saya sudah menyimpannya',
      password: 'Kata laluan',
      disable: 'Matikan log masuk dua faktor',
      errors: {
        invalidCode: 'Kod itu tidak sah. Cuba kod yang semasa.',
        wrongPassword: 'Kata laluan tidak betul.',
        failed: 'Tidak berjaya. Sila cuba lagi.',
      },
    },
    defaultLocationNote: 'Digunakan oleh pembantu apabila anda tidak berkongsi lokasi.',
    save: 'Simpan Perubahan',
    saving: 'Menyimpan...',
    reset: 'Set Semula ke Lalai',
    message: {
      saved: 'Tetapan berjaya disimpan.',
      'device-failed': 'Tetapan anda tidak dapat disimpan: pelayar ini enggan menyimpannya.',
      'account-failed':
        'Disimpan pada peranti ini, tetapi akaun anda tidak dapat dikemas kini. Sila cuba lagi.',
    },
    data: {
      intro:
        'Sembang dan tetapan anda disimpan pada peranti ini. Eksport ke fail, pulihkan daripada fail, atau padamkannya.',
      export: 'Eksport Data',
      import: 'Import Data',
      clear: 'Padam Semua Data',
      exported: '{{count}} sembang dan tetapan anda telah dieksport.',
      imported: '{{count}} sembang dan tetapan daripada fail telah diimport.',
      newerVersion:
        'Fail ini daripada versi Pintar yang lebih baharu (versi fail {{version}}). Tiada apa-apa diubah.',
      badChats: '{{count}} sembang dalam fail ini rosak, jadi tiada apa-apa diimport.',
      problem: {
        'too-large': 'Fail ini terlalu besar untuk menjadi eksport Pintar. Tiada apa-apa diubah.',
        'not-json': 'Fail ini bukan eksport Pintar (ia bukan JSON). Tiada apa-apa diubah.',
        'not-pintar': 'Fail ini bukan eksport Pintar. Tiada apa-apa diubah.',
        'write-failed': 'Pelayar ini enggan menyimpan data. Sebahagiannya mungkin tidak disimpan.',
      },
      clearTitle: 'Padam semua data?',
      clearBody:
        'Ini akan memadam semua sembang dan tetapan anda daripada peranti ini. Ia tidak boleh dibatalkan. Anda kekal log masuk, dan kegemaran dalam akaun anda dikekalkan.',
      clearConfirm: 'Padam Semua Data',
      cancel: 'Batal',
      cleared: 'Sembang dan tetapan anda telah dipadam daripada peranti ini.',
    },
  },
  dashboard: {
    pageTitle: 'Papan Pemuka',
    title: 'Papan pemuka anda',
    intro:
      'Penggunaan Pintar anda sendiri: sembang anda pada peranti ini dan tempat yang disimpan dalam akaun anda.',
    figures: {
      chats: 'Sembang',
      questions: 'Soalan ditanya',
      starred: 'Tempat ditanda',
      lastActivity: 'Sembang terakhir',
      memberSince: 'Ahli sejak',
    },
    empty: 'Belum ada soalan. Angka anda akan muncul di sini sebaik sahaja anda mula bersembang.',
    startChat: 'Mula bersembang',
    byTopic: 'Soalan mengikut topik',
    topicNote: 'Topik ialah jenis jawapan yang anda terima (contohnya kad cuaca atau laluan).',
    byLanguage: 'Soalan mengikut sistem tulisan',
    languageNote:
      'Dikira pada peranti ini daripada aksara yang anda taip: bahasa Inggeris dan Melayu menggunakan abjad Rumi, jadi ia dikira bersama.',
    lastDays: 'Soalan dalam 14 hari lepas',
    source:
      'Sembang dan soalan dikira daripada sembang yang disimpan dalam pelayar ini; tempat yang ditanda diambil daripada akaun anda.',
    topics: {
      route: 'Arah perjalanan',
      map: 'Peta',
      weather: 'Cuaca',
      transport: 'Pengangkutan awam',
      emergency: 'Perkhidmatan kecemasan',
      itinerary: 'Rancangan perjalanan',
      costAnalysis: 'Kos perjalanan',
      places: 'Tempat',
      knowledge: 'Maklumat bandar',
      general: 'Umum',
      unanswered: 'Tidak dijawab',
    },
    scripts: { latin: 'Inggeris atau Melayu (Rumi)', chinese: 'Cina', tamil: 'Tamil', other: 'Lain-lain' },
  },
  product: {
    tryIt: 'Cuba',
    learnMore: 'Lihat caranya',
    features: {
      pageTitle: 'Ciri-ciri',
      title: 'Apa yang Pintar boleh buat hari ini',
      intro:
        'Semua yang ada di halaman ini berfungsi sekarang. Setiap kad membawa anda ke tempat untuk mencubanya.',
      items: {
        chat: {
          title: 'Pembantu bandar',
          body: 'Tanya tentang Cyberjaya, Kuala Lumpur dan Johor dengan bahasa biasa. Jawapan dipaparkan sambil ditulis, bersama sumber yang digunakan.',
        },
        weather: {
          title: 'Cuaca',
          body: 'Ramalan MET Malaysia apabila perkhidmatan itu menjawab; jika tidak, iklim biasa bagi tempat dan bulan itu, ditanda jelas sebagai anggaran.',
        },
        transit: {
          title: 'Tren dan bas',
          body: 'Perjalanan dan waktu bertolak seterusnya daripada jadual Rapid KL yang diterbitkan, dengan makluman gangguan perkhidmatan.',
        },
        routes: {
          title: 'Arah perjalanan',
          body: 'Laluan dengan kereta, berjalan kaki, basikal atau pengangkutan awam, dengan pautan yang dibuka dalam Google Maps.',
        },
        places: {
          title: 'Tempat berdekatan',
          body: 'Makanan, kedai, klinik dan banyak lagi di sekitar anda, daripada data OpenStreetMap dan katalog Pintar sendiri.',
        },
        help: {
          title: 'Pusat bantuan',
          body: 'Jawapan kepada soalan lazim dalam bahasa Inggeris, Melayu, Cina dan Tamil.',
        },
        history: {
          title: 'Sejarah sembang',
          body: 'Sembang anda kekal dalam pelayar anda. Cari, buka semula, eksport atau padamkannya.',
        },
        favourites: {
          title: 'Tempat kegemaran',
          body: 'Tandakan tempat dalam sembang dan cari semula pada mana-mana peranti yang anda log masuk.',
        },
        developers: {
          title: 'Untuk pembangun',
          body: 'API HTTP terbuka dan aliran peristiwa, kedua-duanya didokumenkan daripada kontrak yang sama yang disemak oleh pelayan.',
        },
      },
    },
    pricing: {
      pageTitle: 'Harga',
      title: 'Harga',
      intro:
        'Pintar ada satu pelan sahaja buat masa ini, dan ia percuma. Untuk keperluan lain, hubungi kami.',
      free: {
        title: 'Percuma',
        price: 'RM 0, untuk semua yang mendaftar.',
        included: {
          chat: 'Pembantu bandar, tanpa had sembang bulanan',
          languages: 'Bahasa Inggeris, Bahasa Malaysia, Cina dan Tamil',
          city: 'Cuaca, tren dan bas, arah perjalanan dan tempat',
          history: 'Sejarah sembang disimpan pada peranti anda',
          favourites: 'Tempat kegemaran disimpan dalam akaun anda',
          api: 'API awam dan dokumentasinya',
        },
        action: 'Buka akaun percuma',
      },
      contact: {
        title: 'Organisasi',
        body: 'Majlis, pengendali dan perniagaan yang memerlukan data sendiri, jumlah besar atau sokongan: beritahu kami keperluan anda dan kami akan membalas.',
        action: 'Hubungi kami',
      },
    },
    solutions: {
      'digital-planning': {
        pageTitle: 'Perancangan digital',
        title: 'Untuk perancang bandar',
        intro:
          'Pintar merekodkan setiap perubahan sebagai peristiwa dan menyediakan data yang sama melalui API yang didokumenkan, supaya pasukan perancang boleh membina di atasnya.',
        items: {
          events: {
            title: 'Aliran peristiwa',
            body: 'Tempat, import, makluman transit dan jawapan sebagai CloudEvents pada topik Kafka, setiap satu diterangkan dalam kontrak AsyncAPI.',
          },
          api: {
            title: 'API terbuka',
            body: 'Tempat, cuaca, transit dan laluan melalui HTTP, diterangkan dalam kontrak OpenAPI yang disahkan oleh pelayan sendiri.',
          },
          transit: {
            title: 'Data transit',
            body: 'Jadual yang disusun daripada suapan GTFS pengendali, dengan makluman perkhidmatan yang sampai kepada penumpang serta-merta.',
          },
        },
      },
      tourism: {
        pageTitle: 'Pelancongan',
        title: 'Untuk pelawat dan pasukan pelancongan',
        intro:
          'Pelawat bertanya dalam bahasa mereka sendiri dan mendapat arah, tempat dan cuaca bagi lokasi mereka.',
        items: {
          languages: {
            title: 'Empat bahasa',
            body: 'Bahasa Inggeris, Bahasa Malaysia, Cina dan Tamil, dalam jawapan dan dalam aplikasi.',
          },
          places: {
            title: 'Apa yang berdekatan',
            body: 'Makanan, tarikan dan perkhidmatan di sekitar pelawat, dengan jarak dan waktu buka jika diketahui.',
          },
          routes: {
            title: 'Cara ke sana',
            body: 'Laluan berjalan kaki, memandu dan pengangkutan awam, dengan pautan untuk aplikasi peta pelawat sendiri.',
          },
        },
      },
      analytics: {
        pageTitle: 'Analitik',
        title: 'Untuk penganalisis',
        intro:
          'Soalan orang kepada pembantu bandar banyak menceritakan tentang sesebuah bandar. Pintar mengiranya tanpa menyimpan apa yang mereka tulis.',
        items: {
          stream: {
            title: 'Setiap jawapan sebagai peristiwa',
            body: 'Satu peristiwa bagi setiap jawapan dengan topik, bahasa, tempat dan masanya: tidak pernah teks soalan.',
          },
          usage: {
            title: 'Angka penggunaan',
            body: 'Soalan mengikut hari, topik dan bahasa, serta tempat yang paling kerap ditanya, untuk pasukan yang mengendalikan Pintar.',
          },
          open: {
            title: 'Bekerjasama dengan kami',
            body: 'Perlukan data dalam bentuk lain atau untuk kajian? Beritahu kami keperluan anda.',
          },
        },
      },
    },
  },
  apiDocs: {
    pageTitle: 'Rujukan API',
    title: 'Rujukan API',
    intro:
      'API HTTP dan aliran peristiwa, dipaparkan daripada contracts/openapi.yaml dan contracts/asyncapi.yaml: fail yang sama digunakan oleh pelayan untuk menyemak setiap permintaan.',
    http: 'API HTTP (OpenAPI)',
    events: 'Peristiwa (AsyncAPI)',
    loading: 'Memuatkan rujukan...',
    failed: 'Rujukan tidak dapat dimuatkan. Semak sambungan anda dan muat semula halaman.',
    copyCode: 'Salin kod',
    openInteractive: 'Buka rujukan interaktif',
    indexNote: '{{count}} operasi API versi {{version}}. Buka satu untuk parameter, skema dan contohnya.',
    openOperation: 'Buka dalam rujukan interaktif',
    access: { public: 'Sesiapa', user: 'Log masuk', admin: 'Pentadbir' },
  },
  pwa: { updated: 'Pintar telah dikemas kini ke versi terkini.' },
};

export default pagesMs;
