// Is a point in Malaysia? The 16 state and federal territory polygons of geoBoundaries' ADM1
// (data/city/geoBoundaries-MYS-ADM1_simplified.geojson, CC BY 4.0), so Singapore, Brunei,
// southern Thailand, Kalimantan and the sea are outside, and Labuan, Langkawi, Sabah and Sarawak
// inside. Precomputed once: a 0.05° grid answers most points from the cell alone (cells no border
// crosses are wholly in or out); a point in a border cell is ray cast against the edges of its
// 0.01° latitude band only, so a check costs microseconds whatever the polygons' 18,000 vertices.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CITY_DATA_DIR } from '../weather/locations.ts';

export const BOUNDARY_FILE = 'geoBoundaries-MYS-ADM1_simplified.geojson';
export const BOUNDARY_SOURCE = 'geoBoundaries MYS ADM1 (simplified), CC BY 4.0';

const CELL = 0.05;
const BAND = 0.01;
/**
 * The simplified coastline can lie a few hundred metres inland (Kuah, on Langkawi, is 190 m
 * outside it): a point this close to a Malaysian border or coast counts as inside. Singapore's
 * shore is 600 m or more from Johor's across the Strait, so it stays outside.
 */
export const COAST_TOLERANCE_M = 300;
const TOLERANCE_DEG = COAST_TOLERANCE_M / 111_195;

/** One polygon edge, tagged with its state so each state's crossings are counted on their own. */
interface Edge {
  state: number;
  lat1: number;
  lng1: number;
  lat2: number;
  lng2: number;
}

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

type Ring = [number, number][];
interface Feature {
  properties: { shapeName: string };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: Ring[] | Ring[][] };
}

const CELL_OUT = 0;
const CELL_IN = 1;
const CELL_BORDER = 2;

export class MalaysiaBoundary {
  readonly states: string[];
  private readonly box: Box;
  private readonly bands: Edge[][];
  private readonly cells: Uint8Array;
  private readonly columns: number;

  constructor(features: Feature[]) {
    this.states = features.map((f) => f.properties.shapeName);
    const edges = features.flatMap((f, state) => edgesOf(f, state));
    this.box = boxOf(edges);
    const rows = Math.ceil((this.box.maxLat - this.box.minLat) / BAND) + 1;
    this.bands = Array.from({ length: rows }, () => []);
    for (const e of edges) {
      const [from, to] = [this.band(Math.min(e.lat1, e.lat2)), this.band(Math.max(e.lat1, e.lat2))];
      for (let row = from; row <= to; row++) this.bands[row]!.push(e);
    }
    this.columns = Math.ceil((this.box.maxLng - this.box.minLng) / CELL) + 1;
    const cellRows = Math.ceil((this.box.maxLat - this.box.minLat) / CELL) + 1;
    this.cells = new Uint8Array(this.columns * cellRows).fill(CELL_OUT);
    this.classifyCells(edges, cellRows);
  }

  static load(dir = CITY_DATA_DIR): MalaysiaBoundary {
    const json = JSON.parse(readFileSync(join(dir, BOUNDARY_FILE), 'utf8')) as { features: Feature[] };
    return new MalaysiaBoundary(json.features);
  }

  /** In Malaysia: inside a state's polygon or within COAST_TOLERANCE_M of its edge. */
  contains(lat: number, lng: number): boolean {
    const b = this.box;
    if (!(lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng)) return false;
    const cell = this.cells[this.cellIndex(lat, lng)];
    if (cell !== CELL_BORDER) return cell === CELL_IN;
    return this.rayCast(lat, lng) !== -1 || this.nearEdge(lat, lng);
  }

  /** Within COAST_TOLERANCE_M of an edge (equirectangular metres, exact enough at this scale). */
  private nearEdge(lat: number, lng: number): boolean {
    const k = Math.cos((lat * Math.PI) / 180);
    const limit = TOLERANCE_DEG * TOLERANCE_DEG;
    const [from, to] = [this.band(lat - TOLERANCE_DEG), this.band(lat + TOLERANCE_DEG)];
    for (let row = Math.max(from, 0); row <= Math.min(to, this.bands.length - 1); row++)
      for (const e of this.bands[row]!) {
        const [ax, ay] = [(e.lng1 - lng) * k, e.lat1 - lat];
        const [dx, dy] = [(e.lng2 - e.lng1) * k, e.lat2 - e.lat1];
        const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
        const [x, y] = [ax + t * dx, ay + t * dy];
        if (x * x + y * y <= limit) return true;
      }
    return false;
  }

  /** Even–odd rule per state along the ray eastwards; the state with an odd count holds the point. */
  private rayCast(lat: number, lng: number): number {
    const crossings = new Uint16Array(this.states.length);
    for (const e of this.bands[this.band(lat)]!) {
      if (e.lat1 > lat === e.lat2 > lat) continue;
      const x = e.lng1 + ((lat - e.lat1) / (e.lat2 - e.lat1)) * (e.lng2 - e.lng1);
      if (x > lng) crossings[e.state]!++;
    }
    return crossings.findIndex((n) => n % 2 === 1);
  }

  private band(lat: number): number {
    return Math.floor((lat - this.box.minLat) / BAND);
  }

  private cellIndex(lat: number, lng: number): number {
    const row = Math.floor((lat - this.box.minLat) / CELL);
    return row * this.columns + Math.floor((lng - this.box.minLng) / CELL);
  }

  /** Cells an edge passes near are border cells; every other cell takes its centre's answer. */
  private classifyCells(edges: Edge[], cellRows: number) {
    for (const e of edges) {
      // An edge's bounding box of cells: a superset of the cells it crosses, which is safe.
      // Widened by the coast tolerance, so cells near an edge are border cells too.
      const d = TOLERANCE_DEG * 2;
      const [r1, r2] = [Math.min(e.lat1, e.lat2) - d, Math.max(e.lat1, e.lat2) + d].map((v) =>
        Math.floor((v - this.box.minLat) / CELL),
      );
      const [c1, c2] = [Math.min(e.lng1, e.lng2) - d, Math.max(e.lng1, e.lng2) + d].map((v) =>
        Math.floor((v - this.box.minLng) / CELL),
      );
      for (let r = r1!; r <= r2!; r++)
        for (let c = c1!; c <= c2!; c++) this.cells[r * this.columns + c] = CELL_BORDER;
    }
    for (let r = 0; r < cellRows; r++)
      for (let c = 0; c < this.columns; c++) {
        const i = r * this.columns + c;
        if (this.cells[i] === CELL_BORDER) continue;
        const lat = Math.min(this.box.minLat + (r + 0.5) * CELL, this.box.maxLat);
        const lng = Math.min(this.box.minLng + (c + 0.5) * CELL, this.box.maxLng);
        this.cells[i] = this.rayCast(lat, lng) === -1 ? CELL_OUT : CELL_IN;
      }
  }
}

function edgesOf(feature: Feature, state: number): Edge[] {
  const g = feature.geometry;
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Ring[][];
  const edges: Edge[] = [];
  for (const ring of polygons.flat())
    for (let i = 1; i < ring.length; i++) {
      const [[lng1, lat1], [lng2, lat2]] = [ring[i - 1]!, ring[i]!];
      if (lat1 !== lat2 || lng1 !== lng2) edges.push({ state, lat1, lng1, lat2, lng2 });
    }
  return edges;
}

function boxOf(edges: Edge[]): Box {
  const box = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  for (const e of edges)
    for (const [lat, lng] of [
      [e.lat1, e.lng1],
      [e.lat2, e.lng2],
    ] as const) {
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
    }
  // Widened so the coast tolerance applies at the outermost coasts too.
  const d = TOLERANCE_DEG * 2;
  return { minLat: box.minLat - d, maxLat: box.maxLat + d, minLng: box.minLng - d, maxLng: box.maxLng + d };
}

let shipped: MalaysiaBoundary | undefined;

/** The shipped boundary, loaded on first use (about 50 ms) and kept. */
export function malaysiaBoundary(): MalaysiaBoundary {
  return (shipped ??= MalaysiaBoundary.load());
}
