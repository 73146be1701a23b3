import { describe, expect, it } from 'vitest';
import { mapMarkers, routeLines, routeLinks, trafficOf } from './route-data';

describe('route card data', () => {
  it('labels traffic by ratio and shows +N min only over 5 minutes', () => {
    expect(trafficOf({ duration: { value: 1200 }, trafficDuration: { value: 1800 } })).toEqual({
      level: 'heavy',
      extraMinutes: 10,
    });
    expect(trafficOf({ duration: { value: 1200 }, trafficDuration: { value: 1440 } })).toEqual({
      level: 'moderate',
      extraMinutes: undefined,
    });
    expect(trafficOf({ trafficRatio: 1.05 })).toEqual({ level: 'light', extraMinutes: undefined });
    expect(trafficOf({ duration: { value: 600 } })).toEqual({ level: undefined, extraMinutes: undefined });
  });

  it('draws transit legs through their stops in line colours, walks dashed', () => {
    const data = {
      journeys: [
        {
          legs: [
            { kind: 'walk', from: { lat: 3.1, lng: 101.6 }, to: { lat: 3.11, lng: 101.61 } },
            {
              kind: 'rail',
              lineColor: 'E0312D',
              from: { lat: 3.11, lng: 101.61 },
              intermediateStops: [{ lat: 3.12, lng: 101.62 }],
              to: { lat: 3.15, lng: 101.71 },
            },
          ],
        },
      ],
    };
    const lines = routeLines(data);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ dashed: true });
    expect(lines[1]).toMatchObject({ colour: '#E0312D', dashed: false });
    expect(lines[1]?.points).toHaveLength(3);
  });

  it('falls back to origin and destination, and builds links from coordinates', () => {
    const data = {
      mode: 'walking',
      origin: { lat: 2.92, lng: 101.65 },
      destination: { lat: 3.15, lng: 101.71 },
    };
    expect(routeLines(data)[0]?.points).toEqual([data.origin, data.destination]);
    expect(routeLines({ origin: { lat: 'x' } })).toEqual([]);
    expect(routeLinks(data).googleMaps).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=2.92,101.65&destination=3.15,101.71&travelmode=walking',
    );
  });

  it("marks a map card's points with their names and roles, skipping bad points", () => {
    const data = {
      points: [
        { name: 'KL SENTRAL', lat: 3.134, lng: 101.686, role: 'origin' },
        { name: 'Nowhere', lat: 'x', lng: 1 },
        { name: 'KLCC', lat: 3.158, lng: 101.712, role: 'destination' },
      ],
    };
    expect(mapMarkers(data)).toEqual([
      { lat: 3.134, lng: 101.686, label: 'KL SENTRAL', role: 'origin' },
      { lat: 3.158, lng: 101.712, label: 'KLCC', role: 'destination' },
    ]);
    expect(mapMarkers({ origin: { lat: 1, lng: 2, name: 'A' } })).toEqual([
      { lat: 1, lng: 2, label: 'A', role: 'origin' },
    ]);
  });
});
