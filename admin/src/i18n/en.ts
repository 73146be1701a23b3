// Pintar's English texts. react-admin's own texts (ra.*) come from ra-language-english.
// Resources' labels (resources.<name>.fields.<field>) live in resources.ts.
import { importExport, placeStats } from './importExport';
import { ops } from './ops';
import { resources } from './resources';

export const en = {
  pintar: {
    title: 'Pintar Admin',
    footer: 'Pintar Admin Panel v2.0',
    ops,
    menu: {
      overview: 'Overview',
      users: 'Users',
      places: 'Places',
      import_export: 'Import/Export',
      knowledge_base: 'Knowledge Base',
      knowledge_categories: 'Categories',
      realtime_data: 'Real-time Data',
      analytics: 'Analytics',
      monitoring: 'Monitoring',
      system: 'System',
      alerts: 'Alerts',
      transit_alerts: 'Transit alerts',
      contact_messages: 'Contact messages',
      outbox: 'Outbox',
      later: 'Arrives in a later release',
    },
    dashboard: {
      title: 'Overview',
    },
    auth: {
      checking: 'Checking your session…',
    },
    not_set: 'Not set',
    health: {
      title: 'System Health',
      refresh: 'Refresh',
      loading: 'Loading system health',
      updated_at: 'Figures from %{time}',
      cached: 'Using Cached Data · figures from %{time}',
      failed: 'Server health check failed: %{message}',
      timeout: 'no answer within %{seconds} s',
      invalid: 'the answer is not a system status',
      no_requests: 'no requests yet',
      figures: {
        status: 'Status',
        uptime: 'Uptime',
        average_response_time: 'Average response time',
        p95_response_time: 'P95 response time',
        error_rate: 'Error rate',
        requests_per_minute: 'Requests per minute',
        connections: 'Live connections',
        mode: 'Mode',
        version: 'Version',
      },
      window: 'Measured over the last %{minutes} min',
      status: { operational: 'Operational', degraded: 'Degraded', down: 'Down' },
      mode: { embedded: 'Embedded', 'scale-out': 'Scale-out' },
      components: {
        caption: 'Components',
        name: 'Component',
        adapter: 'Adapter',
        status: 'Status',
        lag: 'Lag (events)',
        not_applicable: 'not applicable',
        healthy: 'Healthy',
        degraded: 'Degraded',
        down: 'Down',
        names: {
          eventLog: 'Event log',
          documents: 'Documents',
          search: 'Search',
          projections: 'Projections',
          realtime: 'Real-time',
        },
      },
    },
    place_stats: placeStats,
    import_export: importExport,
    realtime: {
      contact_submitted: 'New contact message from %{name}: %{subject}',
    },
  },
  resources,
};
