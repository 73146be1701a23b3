// Texts of the transit alerts resource (admin/src/transit-alerts).
export const transitResources = {
  'transit-alerts': {
    name: 'Transit alert |||| Transit alerts',
    fields: {
      message: 'Message',
      lineId: 'Line',
      stopId: 'Station or stop id',
      severity: 'Severity',
      suspended: 'Service suspended',
      from: 'From',
      until: 'Until',
      status: 'Status',
      actions: 'Actions',
    },
    severities: { info: 'Info', warning: 'Warning', severe: 'Severe' },
    statuses: { active: 'Active', ended: 'Ended' },
    helpers: {
      stopId: 'For a station alert, e.g. rapid-rail-kl:KJ15 (ids as in the departures call)',
      suspended: 'Trains do not run on the line (or do not stop at the station): the planner avoids it',
      from: 'Left empty: now',
    },
    errors: {
      line_or_stop: 'Choose a line or give a station',
      until_after_from: 'Until must be after from',
    },
    none: 'No line (station alert)',
    end: 'End now',
    ended: 'Alert ended',
  },
};
