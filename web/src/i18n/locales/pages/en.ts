// Strings of the pages from issue 15 (favourites, settings, dashboard, error pages, product pages,
// API reference). Every language carries every key; pages-locales.unit.test.ts checks them.
const pagesEn = {
  favorites: {
    statLabel: 'Favourite places',
    statSource: 'Favourite places come from your account.',
    pageTitle: 'Favourite places',
    title: 'Favourite places',
    back: 'Back to profile',
    intro:
      'Places you starred on place cards in the chat. They are saved to your account, so they follow you to any device.',
    loading: 'Loading your favourites',
    loadFailed: 'Your favourites could not be loaded.',
    offline: 'You seem to be offline, so your favourites could not be loaded.',
    retry: 'Try again',
    empty:
      'No favourite places yet. Ask the assistant about places nearby and tap the star on a place to keep it here.',
    findPlaces: 'Find places',
    count: '{{count}} of at most {{max}} places',
    starredOn: 'starred {{date}}',
    ask: 'Ask about this place',
    question: 'Tell me about {{place}}',
    remove: 'Remove',
    removing: 'Removing...',
    removeNamed: 'Remove {{place}} from favourites',
    removeFailed: 'The place could not be removed. Please try again.',
    star: 'Add {{place}} to favourites',
    unstar: 'Remove {{place}} from favourites',
    starFailed: 'Could not update favourites. Try again.',
  },
  errorPages: {
    goingHome: 'Going home...',
    shortcuts: 'Where you might want to go',
    shortcut: {
      chat: { title: 'Chat with AI', body: 'Ask Pintar anything about your city.' },
      transport: { title: 'Transport Hub', body: 'Trains, buses and routes near you.' },
      weather: { title: 'Weather Updates', body: 'The forecast where you are.' },
    },
    tryAgain: 'Try Again',
    home: 'Home',
    status: {
      title: 'System status',
      clock: 'Current time',
      checking: 'Checking the service...',
      ms: '{{value}} ms',
      responseTime: 'Average response time',
      connections: 'Live connections',
      errorRate: 'Server errors',
      source:
        'From the Pintar API (version {{version}}) at {{time}}, measured over the last {{minutes}} minutes.',
      eta: 'Expected back to normal: {{eta}}',
      state: {
        operational: 'All systems operational',
        degraded: 'Degraded performance',
        maintenance: 'Scheduled maintenance',
        investigating: 'Investigating an outage',
        unreachable: 'The service is not answering',
      },
      etaBy: {
        degraded: '< 1 minute',
        maintenance: '15-30 minutes',
        investigating: '2-5 minutes',
      },
    },
    server: {
      title: 'Internal Server Error',
      body: 'Something went wrong on our side. Our engineering team has been notified, and your data is safe.',
      offlineBanner: 'No internet connection detected',
      reported: 'This error has been reported to the Pintar team.',
      queued: 'The report could not be sent yet; it is kept on this device and will be sent later.',
      retrying: 'Retrying in {{seconds}} s...',
      reportIssue: 'Report Issue',
      copy: 'Copy Error Info',
      copied: 'Copied!',
      technicalDetails: 'Technical Details',
    },
    forbidden: {
      title: 'Access Forbidden',
      body: 'You do not have permission to open this page. Unauthorised attempts are logged.',
      current: 'Your role',
      required: 'Role needed',
      signIn: 'Sign In',
      requestAccess: 'Request Access',
      levels: 'Show permission levels',
    },
    roles: {
      guest: { name: 'Guest', can: 'the landing page, the demo chat, contact, help and the legal pages' },
      user: { name: 'User', can: 'the full chat, chat history, favourites, profile, settings and dashboard' },
      admin: { name: 'Admin', can: 'everything a user can, plus the admin dashboard' },
    },
    offline: {
      title: 'No Internet Connection',
      body: 'Pintar cannot reach its server. Check your Wi-Fi or mobile data, then try again.',
      online: 'ONLINE',
      offline: 'OFFLINE',
      quality: {
        verySlow: 'Very Slow',
        slow: 'Slow',
        moderate: 'Moderate',
        fast: 'Fast',
        connected: 'Connected',
      },
      restored: 'Connection Restored!',
      stillOffline: 'Still no connection to Pintar. Try again in a moment.',
      checking: 'Checking...',
      offlineMode: 'Offline Mode',
      features: {
        history: 'Read your chats saved on this device',
        settings: 'Change your settings',
        help: 'Help pages you have already opened',
      },
    },
    demo: {
      pageTitle: 'Error pages',
      title: 'Error pages',
      intro:
        'Each page Pintar shows when something goes wrong, working as it really does. Reports from this demonstration are not sent.',
      tab: {
        '404': 'Not found (404)',
        '500': 'Server error (500)',
        '403': 'Forbidden (403)',
        offline: 'Offline',
      },
    },
  },
  settings: {
    pageTitle: 'Settings',
    title: 'Settings',
    back: 'Back to profile',
    menu: 'Settings sections',
    sections: {
      appearance: 'Appearance',
      notifications: 'Notifications',
      privacy: 'Privacy & Security',
      performance: 'Performance',
      preferences: 'Preferences',
      data: 'Data Management',
    },
    fields: {
      general: { theme: 'Theme', language: 'Language' },
      notifications: {
        email: 'Email',
        push: 'Push notifications',
        sound: 'Sounds',
        desktop: 'Desktop notifications',
        adminAlerts: 'Admin alerts',
      },
      privacy: {
        profileVisibility: 'Profile visibility',
        dataCollection: 'Data collection',
        analytics: 'Usage analytics',
        locationTracking: 'Location tracking',
        twoFactorAuth: 'Two-factor authentication',
      },
      performance: {
        autoRefresh: 'Auto refresh',
        animationsEnabled: 'Animations',
        compactMode: 'Compact mode',
        highContrast: 'High contrast',
      },
      security: {
        sessionTimeout: 'Session timeout (minutes)',
        requirePasswordChange: 'Require a password change',
        loginNotifications: 'Sign-in notifications',
        ipWhitelist: 'IP allow list',
      },
      preferences: {
        autoSave: 'Auto save',
        defaultLocation: 'Default location',
        units: 'Units',
        timeFormat: 'Time format',
      },
    },
    themes: { light: 'Light', dark: 'Dark', system: 'Same as my device' },
    visibility: { public: 'Public', private: 'Private', friends: 'Friends' },
    units: { metric: 'Metric (km, °C)', imperial: 'Imperial (miles, °F)' },
    timeFormats: { '12h': '12-hour (2:30 pm)', '24h': '24-hour (14:30)' },
    appliedAtOnce: 'Applied straight away.',
    sessionTimeoutNote: 'The server signs you out after this many minutes without activity (5 to 1440).',
    desktopNote:
      'A notice when an answer finishes while Pintar is in another tab; your browser asks for permission first.',
    desktopBlocked:
      'Your browser blocks notifications from Pintar: allow them in its site settings, then turn this on again.',
    soundNote: 'A short chime when an answer finishes while Pintar is in another tab.',
    signInForSecurity: 'Sign in to set the session timeout and two-factor sign-in.',
    twoFactor: {
      title: 'Two-factor sign-in',
      off: 'Off: signing in asks only for your password.',
      on: 'On: signing in also asks for a code from your authenticator app.',
      start: 'Set up two-factor sign-in',
      scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or Aegis), or type the key into it, then enter the code it shows.',
      qrAlt: 'QR code to add Pintar to your authenticator app',
      key: 'Key',
      code: 'Code from the app',
      confirm: 'Turn on',
      cancel: 'Cancel',
      recoveryTitle: 'Your recovery codes',
      recoveryNote:
        'If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are shown only now.',
      done: 'I have kept them',
      password: 'Password',
      disable: 'Turn off two-factor sign-in',
      errors: {
        invalidCode: 'That code is not valid. Try the current one.',
        wrongPassword: 'The password is not right.',
        failed: 'That did not work. Please try again.',
      },
    },
    defaultLocationNote: 'Used by the assistant when you have not shared your location.',
    save: 'Save Changes',
    saving: 'Saving...',
    reset: 'Reset to Defaults',
    message: {
      saved: 'Settings saved successfully.',
      'device-failed': 'Your settings could not be saved: this browser refused to store them.',
      'account-failed': 'Saved on this device, but your account could not be updated. Please try again.',
    },
    data: {
      intro:
        'Your chats and settings live on this device. Export them to a file, bring them back from one, or remove them.',
      export: 'Export Data',
      import: 'Import Data',
      clear: 'Clear All Data',
      exported: 'Exported {{count}} chats and your settings.',
      imported: 'Imported {{count}} chats and the settings from the file.',
      newerVersion:
        'This file comes from a newer version of Pintar (file version {{version}}). Nothing was changed.',
      badChats: '{{count}} chats in this file are damaged, so nothing was imported.',
      problem: {
        'too-large': 'This file is too large to be a Pintar export. Nothing was changed.',
        'not-json': 'This file is not a Pintar export (it is not JSON). Nothing was changed.',
        'not-pintar': 'This file is not a Pintar export. Nothing was changed.',
        'write-failed': 'This browser refused to store the data. Some of it may not have been saved.',
      },
      clearTitle: 'Clear all data?',
      clearBody:
        'This removes every chat and your settings from this device. It cannot be undone. You stay signed in, and your favourites on your account are kept.',
      clearConfirm: 'Clear All Data',
      cancel: 'Cancel',
      cleared: 'Your chats and settings were removed from this device.',
    },
  },
  dashboard: {
    pageTitle: 'Dashboard',
    title: 'Your dashboard',
    intro: 'Your own use of Pintar: your chats on this device and the places saved to your account.',
    figures: {
      chats: 'Chats',
      questions: 'Questions asked',
      starred: 'Places starred',
      lastActivity: 'Last chat',
      memberSince: 'Member since',
    },
    empty: 'No questions yet. Your figures appear here once you start chatting.',
    startChat: 'Start a chat',
    byTopic: 'Questions by topic',
    topicNote: 'The topic is the kind of answer you got (for example a weather or route card).',
    byLanguage: 'Questions by writing system',
    languageNote:
      'Counted on this device from the characters you typed: English and Malay share the Latin alphabet, so they are counted together.',
    lastDays: 'Questions in the last 14 days',
    source:
      'Chats and questions are counted from the chats stored in this browser; places starred come from your account.',
    topics: {
      route: 'Directions',
      map: 'Maps',
      weather: 'Weather',
      transport: 'Public transport',
      emergency: 'Emergency services',
      itinerary: 'Trip plans',
      costAnalysis: 'Travel costs',
      places: 'Places',
      knowledge: 'City information',
      general: 'General',
      unanswered: 'Not answered',
    },
    scripts: { latin: 'English or Malay (Latin)', chinese: 'Chinese', tamil: 'Tamil', other: 'Other' },
  },
  product: {
    tryIt: 'Try it',
    learnMore: 'See how',
    features: {
      pageTitle: 'Features',
      title: 'What Pintar does today',
      intro: 'Everything on this page works now. Each card links to where you can try it.',
      items: {
        chat: {
          title: 'City assistant',
          body: 'Ask about Cyberjaya, Kuala Lumpur and Johor in plain words. Answers stream in as they are written, with the sources they used.',
        },
        weather: {
          title: 'Weather',
          body: 'MET Malaysia forecasts when the service answers; otherwise the usual climate for the place and month, clearly marked as an estimate.',
        },
        transit: {
          title: 'Trains and buses',
          body: 'Journeys and next departures from the published Rapid KL timetables, with service alerts from the operators’ team.',
        },
        routes: {
          title: 'Directions',
          body: 'Routes by car, on foot, by bicycle or by public transport, with links that open in Google Maps.',
        },
        places: {
          title: 'Places nearby',
          body: 'Food, shops, clinics and more around you, from OpenStreetMap data and Pintar’s own catalogue.',
        },
        help: {
          title: 'Help centre',
          body: 'Answers to common questions in English, Malay, Chinese and Tamil.',
        },
        history: {
          title: 'Chat history',
          body: 'Your chats stay in your browser. Search them, reopen them, export them or delete them.',
        },
        favourites: {
          title: 'Favourite places',
          body: 'Star a place in a chat and find it again on any device you sign in to.',
        },
        developers: {
          title: 'For developers',
          body: 'An open HTTP API and an event stream, both documented from the same contracts the server checks.',
        },
      },
    },
    pricing: {
      pageTitle: 'Pricing',
      title: 'Pricing',
      intro: 'Pintar has one plan today, and it is free. For anything else, talk to us.',
      free: {
        title: 'Free',
        price: 'RM 0, for everyone who signs up.',
        included: {
          chat: 'The city assistant, with no monthly limit on chats',
          languages: 'English, Bahasa Malaysia, Chinese and Tamil',
          city: 'Weather, trains and buses, directions and places',
          history: 'Chat history kept on your device',
          favourites: 'Favourite places saved to your account',
          api: 'The public API and its documentation',
        },
        action: 'Create a free account',
      },
      contact: {
        title: 'Organisations',
        body: 'Councils, operators and businesses who need their own data, volumes or support: tell us what you need and we will reply.',
        action: 'Contact us',
      },
    },
    solutions: {
      'digital-planning': {
        pageTitle: 'Digital planning',
        title: 'For city planners',
        intro:
          'Pintar records every change as an event and serves the same data through a documented API, so planning teams can build on it.',
        items: {
          events: {
            title: 'Event stream',
            body: 'Places, imports, transit alerts and answers as CloudEvents on Kafka topics, each described in the AsyncAPI contract.',
          },
          api: {
            title: 'Open API',
            body: 'Places, weather, transit and routes over HTTP, described in the OpenAPI contract that the server itself validates.',
          },
          transit: {
            title: 'Transit data',
            body: 'Timetables compiled from the operators’ GTFS feeds, with service alerts that reach riders at once.',
          },
        },
      },
      tourism: {
        pageTitle: 'Tourism',
        title: 'For visitors and tourism teams',
        intro:
          'Visitors ask in their own language and get directions, places and weather for where they are.',
        items: {
          languages: {
            title: 'Four languages',
            body: 'English, Bahasa Malaysia, Chinese and Tamil, in the answers and in the app.',
          },
          places: {
            title: 'What is nearby',
            body: 'Food, attractions and services around the visitor, with distance and opening times when known.',
          },
          routes: {
            title: 'Getting there',
            body: 'Walking, driving and public transport routes, with links for the visitor’s own map app.',
          },
        },
      },
      analytics: {
        pageTitle: 'Analytics',
        title: 'For analysts',
        intro:
          'What people ask a city assistant says a lot about a city. Pintar counts it without keeping what they wrote.',
        items: {
          stream: {
            title: 'Every answer, as an event',
            body: 'One event per answer with its topic, language, places and timing: never the text of the question.',
          },
          usage: {
            title: 'Usage figures',
            body: 'Questions by day, topic and language, and the most asked-about places, for the team that runs Pintar.',
          },
          open: {
            title: 'Working with us',
            body: 'Need the data in another form or for a study? Tell us what you need.',
          },
        },
      },
    },
  },
  apiDocs: {
    pageTitle: 'API reference',
    title: 'API reference',
    intro:
      'The HTTP API and the event stream, rendered from contracts/openapi.yaml and contracts/asyncapi.yaml: the same files the server uses to check every request.',
    http: 'HTTP API (OpenAPI)',
    events: 'Events (AsyncAPI)',
    loading: 'Loading the reference...',
    failed: 'The reference could not be loaded. Check your connection and reload the page.',
    copyCode: 'Copy code',
    openInteractive: 'Open the interactive reference',
    indexNote:
      '{{count}} operations of API version {{version}}. Open one for its parameters, schemas and examples.',
    openOperation: 'Open in the interactive reference',
    access: { public: 'Anyone', user: 'Signed in', admin: 'Admin' },
  },
  pwa: { updated: 'Pintar was updated to the latest version.' },
};

export type PagesStrings = typeof pagesEn;

export default pagesEn;
